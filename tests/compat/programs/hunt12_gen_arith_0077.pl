% hunt12: generated arithmetic with @< on the result (ProbLog 2.3 orders two different numbers by their text), seed 0077
0.4::a(1). 0.6::a(2). 0.5::a(3).
b(X) :- a(X).
b(0.5).
r0(X, Y) :- b(X), Y is 10, Y > 0.
query(r0(_, _)).
r1(X, Y) :- b(X), Y is (255 ** cos(0)), Y @< 5.
query(r1(_, _)).
r2(X, Y) :- b(X), Y is truncate(7), float(Y).
query(r2(_, _)).
r3(X, Y) :- b(X), Y is 123456789, integer(Y).
query(r3(_, _)).
r4(X, Y) :- b(X), Y is min(10, (X div (3 * 0.3))), Y @< 5.
query(r4(_, _)).
