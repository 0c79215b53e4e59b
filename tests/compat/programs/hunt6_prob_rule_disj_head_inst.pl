% hunt6 (ProbLog compatibility, 6th hunt): prob rule disj head inst
0.5::h(X) :- (X = 1 ; X = 2).
0.4::k(X) :- (X = 1 ; X = 1).
query(h(_)). query(k(_)).
