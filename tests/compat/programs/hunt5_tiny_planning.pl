% a two-step plan with uncertain action outcomes
0.8::succeeds(T, A) :- between(0, 1, T), member(A, [push, pull]).
:- use_module(library(lists)).
at(0, start).
at(1, mid) :- at(0, start), succeeds(0, push).
at(1, start) :- at(0, start), \+ succeeds(0, push).
at(2, goal) :- at(1, mid), succeeds(1, pull).
at(2, mid) :- at(1, mid), \+ succeeds(1, pull).
at(2, mid) :- at(1, start), succeeds(1, push).
query(at(2, _)).
