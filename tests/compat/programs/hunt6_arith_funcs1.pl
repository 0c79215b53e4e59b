% hunt6 (ProbLog compatibility, 6th hunt): arith funcs1
r(max, X) :- X is max(3, 7.5).
r(min, X) :- X is min(3, 2).
r(abs, X) :- X is abs(-4).
r(sign, X) :- X is sign(-2.5).
r(sign2, X) :- X is sign(3).
r(trunc, X) :- X is truncate(-3.7).
r(round, X) :- X is round(2.5).
r(round2, X) :- X is round(-2.5).
r(ceil, X) :- X is ceiling(2.1).
r(floor, X) :- X is floor(-2.1).
r(intdiv, X) :- X is -7 // 2.
r(mod, X) :- X is -7 mod 2.
r(rem, X) :- X is -7 rem 2.
q(K,V) :- r(K,V).
query(q(_,_)).
