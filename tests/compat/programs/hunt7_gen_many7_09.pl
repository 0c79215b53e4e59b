% generated: queries with variables over many answers, non-ground probabilistic rules, between/3
0.2::p(X) :- between(1, 6, X), X mod 2 =:= 0.
0.8::p(X) :- between(1, 6, X), X > 4.
0.7::q(X, Y) :- p(X), between(1, 3, Y), Y < X.
s(Z) :- q(X, Y), Z is X * 10 + Y.
t(X) :- between(1, 6, X), \+ p(X).
query(p(_)).
query(t(_)).
query(s(_)).
evidence(p(6)).
evidence(t(5), false).
