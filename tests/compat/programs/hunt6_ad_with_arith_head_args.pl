% hunt6 (ProbLog compatibility, 6th hunt): ad with arith head args
0.5::n(X); 0.5::n(Y) :- base(B), X is B * 2, Y is B + 1.
base(3). base(1).
query(n(_)).
