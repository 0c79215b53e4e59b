% written for this corpus by a find-only hunt (session 21; d10)
0.5::p(1). 0.5::p(2).
q(X) :- p(X).
query(q(X)) :- member(X, [1,2,3]).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
evidence(q(X), true) :- X = 1.
