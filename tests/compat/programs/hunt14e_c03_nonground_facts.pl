% written for this corpus by a differential hunt (session 22, hunt14e; agreed before any fix)
% non-ground probabilistic facts and ADs queried ground
0.5::p(X).
0.3::q(X); 0.6::r(X).
s(X) :- p(X), q(X).
t :- s(a), s(b).
u(X) :- member(X, [1, 2]), r(X).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
query(p(a)). query(p(b)).
query(s(a)).
query(t).
query(u(_)).
query(q(7)).
