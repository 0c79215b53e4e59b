% hunt12: generated arithmetic with @< on the result (ProbLog 2.3 orders two different numbers by their text), seed 0131
0.4::a(1). 0.6::a(2). 0.5::a(3).
b(X) :- a(X).
b(0.5).
r0(X, Y) :- b(X), Y is atan(3), float(Y).
query(r0(_, _)).
r1(X, Y) :- b(X), Y is exp(X), Y @< 5.
query(r1(_, _)).
r2(X, Y) :- b(X), Y is (7 div (255 rem 1.0e-7)), Y > 0.
query(r2(_, _)).
r3(X, Y) :- b(X), Y is (1.0e-7 ^ 255), Y > 0.
query(r3(_, _)).
r4(X, Y) :- b(X), Y is integer(3), number(Y).
query(r4(_, _)).
