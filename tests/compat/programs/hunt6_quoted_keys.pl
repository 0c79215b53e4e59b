% hunt6 (ProbLog compatibility, 6th hunt): quoted keys
k('A b').
k([]).
k('hello world'(x)).
k(-(1)).
k(- 1).
k(1-(-1)).
k(a=b).
k((a:-b)).
k(f(',')).
k('|').
k(a- -1).
query(k(_)).
