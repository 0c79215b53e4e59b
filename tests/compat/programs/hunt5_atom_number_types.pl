% atom_number and the type-testing builtins ProbLog 2.3 has
a(A-N) :- atom_number(A, 42), atom_number(A, N).
b(A) :- atom_number(A, 3.5).
c :- atom_number(abc, _).
t(X, T) :- member(X, [a, 1, 2.5, f(x), [], "s"]), type(X, T).
type(X, atom) :- atom(X).
type(X, number) :- number(X).
type(X, integer) :- integer(X).
type(X, float) :- float(X).
type(X, compound) :- compound(X).
type(X, atomic) :- atomic(X).
type(X, callable) :- callable(X).
:- use_module(library(lists)).
query(a(_)). query(b(_)). query(c). query(t(_, _)).
