% written for this corpus by a find-only hunt (session 22; library(cut))
% library(cut): a default rule overridden by a more specific one
:- use_module(library(cut)).
0.3::penguin(tweety). 0.9::bird(tweety). 0.8::injured(tweety).
fl(1, tweety, no) :- penguin(tweety).
fl(2, tweety, no) :- injured(tweety).
fl(3, tweety, yes) :- bird(tweety).
flies(X, A) :- cut(fl(X, A)).
query(flies(tweety, A)).
