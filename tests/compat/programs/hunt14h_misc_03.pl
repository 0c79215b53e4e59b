% length/2 and between/3 edge cases that fail cleanly
l0 :- length([], 0).
l1 :- length(L, 0), L == [].
b0 :- between(3, 3, 3).
b1(X) :- between(0, 0, X).
e(N) :- findall(X, between(1, 0, X), L), length(L, N).
query(l0). query(l1). query(b0). query(b1(_)). query(e(_)).
