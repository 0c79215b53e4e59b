% hunt6 (ProbLog compatibility, 6th hunt): arith int float edges
r(i1, X) :- X is integer(2.5).
r(i2, X) :- X is integer(-2.5).
r(i3, X) :- X is integer(7).
r(fip, X) :- X is float_integer_part(-3.7).
r(ffp, X) :- X is float_fractional_part(-3.75).
r(p1, X) :- X is 2 ** 0.5.
r(p2, X) :- X is (-8) ** 3.
r(p3, X) :- X is 0 ** 0.
r(p4, X) :- X is 2 ^ (-2).
r(m1, X) :- X is max(1, 1.0).
r(m2, X) :- X is min(2, 2.0).
r(m3, X) :- X is max(2, 3.0).
r(d1, X) :- X is 7 div 2.
r(d2, X) :- X is -7 div 2.
r(d3, X) :- X is 7 div -2.
r(rm, X) :- X is 7 rem -2.
r(md, X) :- X is 7.5 mod 2.
r(fd, X) :- X is 7.5 // 2.
r(s0, X) :- X is sign(0.0).
r(ab, X) :- X is abs(-0.0).
r(rnd, X) :- X is round(3.5).
r(ce, X) :- X is ceiling(-0.5).
q(K,V) :- r(K,V).
query(q(_,_)).
