% hunt12: (evidence false) a probabilistic rule whose body is one findall/3 list condition of one literal: ProbLog's body_N answer is looked up in the propagated evidence
0.6::e(1).
0.3::g.
0.5::r(L) :- findall(X, e(X), L).
0.5::s(L) :- member(Y, [a, b]), findall(X, e(X), L).
0.7::t(L) :- findall(X, e(X), L), g.
u(L) :- findall(X, e(X), L).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
evidence(e(1), false).
query(r(_)).
query(s(_)).
query(t(_)).
query(u(_)).
