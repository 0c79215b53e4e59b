% hunt12: generated arithmetic with @< on the result (ProbLog 2.3 orders two different numbers by their text), seed 0286
0.4::a(1). 0.6::a(2). 0.5::a(3).
b(X) :- a(X).
b(0.5).
r0(X, Y) :- b(X), Y is round(1.0e-7), number(Y).
query(r0(_, _)).
r1(X, Y) :- b(X), Y is (2.5 // 1.0e10), Y > 0.
query(r1(_, _)).
r2(X, Y) :- b(X), Y is (X div 3), Y > 0.
query(r2(_, _)).
r3(X, Y) :- b(X), Y is 0.3.
query(r3(_, _)).
r4(X, Y) :- b(X), Y is 1.0e16, number(Y).
query(r4(_, _)).
r5(X, Y) :- b(X), Y is (1.0e16 - 0.3), Y @< 5.
query(r5(_, _)).
