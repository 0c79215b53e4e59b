% a cycle of positive rules with a negation of the cycle outside it
0.3::s(a). 0.2::s(b).
0.6::l(a,b). 0.6::l(b,a).
inf(X) :- s(X).
inf(X) :- l(Y,X), inf(Y).
healthy(X) :- member(X, [a,b]), \+ inf(X).
member(X,[X|_]).
member(X,[_|T]) :- member(X,T).
evidence(inf(a)).
query(healthy(_)).
query(inf(_)).
