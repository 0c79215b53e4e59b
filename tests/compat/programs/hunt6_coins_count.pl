% hunt6 (ProbLog compatibility, 6th hunt): coins count
0.5::coin(1). 0.6::coin(2). 0.7::coin(3). 0.2::coin(4).
heads([], 0).
heads([C|Cs], N) :- coin(C), heads(Cs, N0), N is N0 + 1.
heads([C|Cs], N) :- \+ coin(C), heads(Cs, N).
query(heads([1,2,3,4], _)).
