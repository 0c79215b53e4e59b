% an open query without answers (or with only answers false on their face) is listed as itself with probability 0, its variables numbered as ProbLog numbers them; unbound variables of a fact's answer likewise
0.5::a.
edge(1, 2). edge(2, 3).
path(X, Y) :- edge(X, Y).
path(X, Y) :- edge(X, Z), path(Z, Y).
p(1) :- fail.
s(1) :- a, \+ a.
s(2) :- a.
t(1) :- a, \+ a.
anything(_, _, _).
query(path(3, _)).
query(path(_, 1)).
query(p(X)).
query(s(_)).
query(t(_)).
query(anything(_, b, _)).
query(anything(A, A, _)).
