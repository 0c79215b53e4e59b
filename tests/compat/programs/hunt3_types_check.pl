t(X, T) :- member(X, [a, 1, 2.0, "s", f(x), [], [a], _V, 'A b']), type(X, T).
type(X, var) :- var(X).
type(X, atom) :- atom(X).
type(X, integer) :- integer(X).
type(X, float) :- float(X).
type(X, number) :- number(X).
type(X, atomic) :- atomic(X).
type(X, compound) :- compound(X).
type(X, callable) :- callable(X).
type(X, is_list) :- is_list(X).
type(X, ground) :- ground(X).
type(X, simple) :- simple(X).
:- use_module(library(lists)).
r(X-T) :- t(X, T), nonvar(X).
query(r(_)).
