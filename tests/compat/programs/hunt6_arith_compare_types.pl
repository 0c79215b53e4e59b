% hunt6 (ProbLog compatibility, 6th hunt): arith compare types
c(1) :- 1 =:= 1.0.
c(2) :- 2 > 1.5.
c(3) :- 0.1 + 0.2 =:= 0.3.
c(4) :- 3 =< 3.0.
c(5) :- 10 ** 20 > 10.0 ** 19.
c(6) :- 1 =\= 1.0000001.
c(7) :- X = 3, X * 2 >= 6.
query(c(_)).
