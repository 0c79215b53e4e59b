% nocache and call_nc: repeated calls of a deterministic predicate that writes, and a probabilistic one
0.5::p(1). 0.5::p(2).
:- nocache(twice, 2).
twice(X, Y) :- p(X), Y is X * 2.
r(S) :- twice(1, A), twice(2, B), S is A + B.
s(X) :- call_nc(p(X)).
query(r(_)).
query(s(_)).
