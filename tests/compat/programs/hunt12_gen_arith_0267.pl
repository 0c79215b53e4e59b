% hunt12: generated arithmetic with @< on the result (ProbLog 2.3 orders two different numbers by their text), seed 0267
0.4::a(1). 0.6::a(2). 0.5::a(3).
b(X) :- a(X).
b(0.5).
r0(X, Y) :- b(X), Y is max(0, 123456789), Y @< 5.
query(r0(_, _)).
r1(X, Y) :- b(X), Y is abs(0.3).
query(r1(_, _)).
r2(X, Y) :- b(X), Y is X, Y @< 5.
query(r2(_, _)).
r3(X, Y) :- b(X), Y is 2.5, Y > 0.
query(r3(_, _)).
