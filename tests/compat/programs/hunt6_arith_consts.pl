% hunt6 (ProbLog compatibility, 6th hunt): arith consts
r(pi, X) :- X is pi.
r(e, X) :- X is e.
r(sqrt, X) :- X is sqrt(16).
r(exp, X) :- X is exp(0).
r(log, X) :- X is log(1).
r(sin, X) :- X is sin(0).
r(cos, X) :- X is cos(0).
r(atan2, X) :- X is atan2(1, 1).
r(float, X) :- X is float(3).
r(int, X) :- X is integer(2.6).
r(fi, X) :- X is float_integer_part(3.7).
r(ff, X) :- X is float_fractional_part(1.5).
q(K,V) :- r(K,V).
query(q(_,_)).
