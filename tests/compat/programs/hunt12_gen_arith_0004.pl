% hunt12: generated arithmetic with @< on the result (ProbLog 2.3 orders two different numbers by their text), seed 0004
0.4::a(1). 0.6::a(2). 0.5::a(3).
b(X) :- a(X).
b(0.5).
r0(X, Y) :- b(X), Y is 1.0e10, Y @< 5.
query(r0(_, _)).
r1(X, Y) :- b(X), Y is 0, number(Y).
query(r1(_, _)).
r2(X, Y) :- b(X), Y is (123456789 - (0 / (10 ^ 7))), integer(Y).
query(r2(_, _)).
r3(X, Y) :- b(X), Y is atan2(1.0e16, (7 ** 0.5)), Y @< 5.
query(r3(_, _)).
