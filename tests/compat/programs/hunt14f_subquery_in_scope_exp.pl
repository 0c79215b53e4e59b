% written for this corpus by a find-only hunt (session 23; subquery inside a program)
% Inner queries restricted to a scope: two hypotheses about a faulty machine
:- use_module(library(scope)).
0.2::h1:worn.
0.9::h1:noise :- h1:worn.
0.5::h2:loose.
0.4::h2:noise :- h2:loose.
noisy(H, P) :- member(H, [h1, h2]), subquery(H:noise, P).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
query(noisy(_, _)).
