% hunt6 (ProbLog compatibility, 6th hunt): prob list gen
0.5::bit(I) :- between(1, 3, I).
word([], 0).
word([B|Bs], N) :- N > 0, N1 is N - 1, (bit(N), B = 1 ; \+ bit(N), B = 0), word(Bs, N1).
query(word(_, 3)).
