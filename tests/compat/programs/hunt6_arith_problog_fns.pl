% hunt6 (ProbLog compatibility, 6th hunt): arith problog fns
r(atan2, X) :- X is atan(1, 2).
r(eps, X) :- X is epsilon.
r(hash, X) :- X is 5 # 3.
r(xo, X) :- X is 5 >< 3.
r(exp2, X) :- X is exp(2, 10).
r(lg, X) :- X is lgamma(5).
r(gm, X) :- X is gamma(5).
r(erf, X) :- X is erf(0.5).
r(erfc, X) :- X is erfc(0.5).
r(l10, X) :- X is log10(1000).
r(tan, X) :- X is tan(0.5).
r(asin, X) :- X is asin(0.5).
r(acos, X) :- X is acos(0.5).
r(sinh, X) :- X is sinh(1).
r(acosh, X) :- X is acosh(2).
r(atanh, X) :- X is atanh(0.5).
q(K,V) :- r(K,V).
query(q(_,_)).
