% hunt6 (ProbLog compatibility, 6th hunt): bigints
r(a, X) :- X is 2 ** 100.
r(b, X) :- X is 123456789 * 987654321.
r(c, X) :- X is -(2 ** 70) // 3.
r(d, X) :- X is 10 ** 20 mod 7.
r(e, X) :- X = 12345678901234567890.
q(K,V) :- r(K,V).
query(q(_,_)).
