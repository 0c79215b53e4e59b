% atom and number conversions ProbLog 2.3 has: atom_number both ways, quoted atoms, succ, plus
:- use_module(library(lists)).
t(1, X) :- atom_number(X, 12).
t(3, X) :- succ(X, 5).
t(4, X) :- plus(2, X, 7).
t(5, X) :- X = 'quoted atom'.
t(6, X) :- atom_number(X, -2.5).
t(7, X) :- reverse([a, 'B', "s"], X).
0.5::ok(N, X) :- t(N, X).
query(ok(_, _)).
