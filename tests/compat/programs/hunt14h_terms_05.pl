% subsumes_term/2, ground/1, var/nonvar, type checks
s1 :- subsumes_term(f(_, b), f(a, b)).
s2 :- subsumes_term(f(a, b), f(_, b)).
s3 :- subsumes_term(g(X, X), g(1, 1)).
s4 :- subsumes_term(g(X, X), g(1, 2)).
t(X, K) :- member(X, [a, 1, 1.5, "s", f(x), [], [a], _]), kind(X, K).
kind(X, var) :- var(X).
kind(X, atom) :- atom(X).
kind(X, number) :- number(X).
kind(X, integer) :- integer(X).
kind(X, float) :- float(X).
kind(X, atomic) :- atomic(X).
kind(X, compound) :- compound(X).
kind(X, callable) :- callable(X).
kind(X, is_list) :- is_list(X).
kind(X, ground) :- ground(X).
query(s1). query(s2). query(s3). query(s4).
query(t(_, _)).
:- use_module(library(lists)).
