% hunt12: generated arithmetic with @< on the result (ProbLog 2.3 orders two different numbers by their text), seed 0199
0.4::a(1). 0.6::a(2). 0.5::a(3).
b(X) :- a(X).
b(0.5).
r0(X, Y) :- b(X), Y is atan(X), float(Y).
query(r0(_, _)).
r1(X, Y) :- b(X), Y is 0.3, float(Y).
query(r1(_, _)).
r2(X, Y) :- b(X), Y is (floor(X) >> truncate(integer(0))), number(Y).
query(r2(_, _)).
r3(X, Y) :- b(X), Y is min(1, 0), Y =:= X.
query(r3(_, _)).
r4(X, Y) :- b(X), Y is (1 / 123456789), Y @< 5.
query(r4(_, _)).
