% library(scope): facts in named scopes
:- use_module(library(scope)).
s1:bird(tweety). s1:bird(polly).
s2:bird(tweety).
s1:0.3::flies(tweety).
fly_in(S, X) :- S:bird(X), S:flies(X).
query(s1:bird(X)).
query(s2:bird(polly)).
