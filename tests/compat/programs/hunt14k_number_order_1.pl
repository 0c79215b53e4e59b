% arithmetic vs term comparison of 1 and 1.0, sort with int/float duplicates
e1 :- 1 =:= 1.0.
e2 :- 1 == 1.0.
e3 :- 1 @< 1.0.
e4 :- 1.0 @< 1.
e5 :- 2 =\= 2.0.
s(L) :- sort([1.0, 1, 2, 0.5, 2], L).
c(O) :- compare(O, 1, 1.0).
query(e1). query(e2). query(e3). query(e4). query(e5). query(s(_)). query(c(_)).
