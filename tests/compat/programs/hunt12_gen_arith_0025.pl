% hunt12: generated arithmetic with @< on the result (ProbLog 2.3 orders two different numbers by their text), seed 0025
0.4::a(1). 0.6::a(2). 0.5::a(3).
b(X) :- a(X).
b(0.5).
r0(X, Y) :- b(X), Y is 0.2, Y @< 5.
query(r0(_, _)).
r1(X, Y) :- b(X), Y is (0.2 - 0.3), number(Y).
query(r1(_, _)).
r2(X, Y) :- b(X), Y is log(1e3), float(Y).
query(r2(_, _)).
r3(X, Y) :- b(X), Y is (3 xor 255), Y > 0.
query(r3(_, _)).
r4(X, Y) :- b(X), Y is ((0.3 * 255) rem 1), Y =:= X.
query(r4(_, _)).
r5(X, Y) :- b(X), Y is round(123456789), Y @< 5.
query(r5(_, _)).
