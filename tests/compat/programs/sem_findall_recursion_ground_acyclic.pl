% findall/3 inside a recursive predicate: the recursion goes through findall only at different ground calls
0.5::item(1). 0.5::item(2).
cnt(0, 0).
cnt(N, C) :- N > 0, M is N - 1, findall(X, cnt(M, X), Xs), findall(I, item(I), Is), length(Is, K), total(Xs, S), C is S + K.
total([], 0).
total([H|T], S) :- total(T, S0), S is S0 + H.
query(cnt(2, C)).
