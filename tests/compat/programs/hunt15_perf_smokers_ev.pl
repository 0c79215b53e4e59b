% friends and smokers with evidence on half the people and queries on the rest
person(P) :- between(1, 8, P).
0.3::stress(P) :- person(P).
0.2::influences(X, Y) :- person(X), person(Y), X =\= Y, abs(X - Y) =< 2.
smokes(X) :- stress(X).
smokes(X) :- influences(Y, X), smokes(Y).
0.4::cancer(X) :- smokes(X).
evidence(smokes(1)). evidence(smokes(3), false). evidence(cancer(5)). evidence(smokes(7), false).
query(smokes(2)). query(smokes(4)). query(smokes(6)). query(smokes(8)). query(cancer(_)).
