% generated: queries with variables over many answers, non-ground probabilistic rules, between/3
0.6::p(X) :- between(1, 6, X), X mod 2 =:= 0.
0.1::p(X) :- between(1, 6, X), X > 4.
0.6::q(X, Y) :- p(X), between(1, 3, Y), Y < X.
s(Z) :- q(X, Y), Z is X * 10 + Y.
t(X) :- between(1, 6, X), \+ p(X).
0.2::p(6).
query(p(_)).
query(q(_,_)).
query(t(_)).
evidence(q(5,2)).
