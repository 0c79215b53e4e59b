% hunt17: a mutant (agreeing with ProbLog) of hunt14i_syntax_12.pl: int-float clause 6 3; dup-clause 5
m1(X) :- X is - 1.
m2(X) :- X is -1.
m3(X) :- X is a- -1 ; X = none.
m4(X) :- X is 1 - -1.
m5(X) :- X is - (1).
m5(X) :- X is - (1).
m6(X) :- X is -(-(3.0)).
query(m1(_)).
query(m2(_)).
query(m4(_)).
query(m5(_)).
query(m6(_)).
