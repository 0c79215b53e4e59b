% written for this corpus by a find-only hunt (session 23; subquery inside a program)
% Ranking suspects by inner inference: subquery/2 with an open goal gives one probability per answer
0.3::motive(ann). 0.6::motive(bob). 0.5::alibi(bob).
suspect(X) :- motive(X), \+ alibi(X).
suspect(cid).
score(X, P) :- subquery(suspect(X), P).
prime(X) :- score(X, P), P >= 0.5.
query(score(_, _)).
query(prime(_)).
