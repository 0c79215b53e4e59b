% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% a three-layer noisy-or network: 4 causes, 8 symptoms, 16 tests, all tests observed
0.19::cause(c0).
0.23::cause(c1).
0.22::cause(c2).
0.19::cause(c3).
0.86::sym(s0) :- cause(c0).
0.33::sym(s0) :- cause(c1).
0.62::sym(s1) :- cause(c1).
0.85::sym(s1) :- cause(c2).
0.76::sym(s2) :- cause(c0).
0.73::sym(s2) :- cause(c3).
0.83::sym(s3) :- cause(c0).
0.51::sym(s3) :- cause(c3).
0.86::sym(s4) :- cause(c3).
0.31::sym(s4) :- cause(c2).
0.33::sym(s5) :- cause(c3).
0.78::sym(s5) :- cause(c2).
0.6::sym(s6) :- cause(c3).
0.48::sym(s6) :- cause(c2).
0.56::sym(s7) :- cause(c1).
0.44::sym(s7) :- cause(c0).
0.81::test(t0) :- sym(s5).
0.84::test(t0) :- sym(s4).
0.02::test(t0).
0.33::test(t1) :- sym(s2).
0.78::test(t1) :- sym(s4).
0.02::test(t1).
0.33::test(t2) :- sym(s1).
0.56::test(t2) :- sym(s5).
0.02::test(t2).
0.37::test(t3) :- sym(s7).
0.39::test(t3) :- sym(s2).
0.02::test(t3).
0.83::test(t4) :- sym(s5).
0.32::test(t4) :- sym(s0).
0.02::test(t4).
0.59::test(t5) :- sym(s7).
0.86::test(t5) :- sym(s0).
0.02::test(t5).
0.7::test(t6) :- sym(s2).
0.53::test(t6) :- sym(s4).
0.02::test(t6).
0.88::test(t7) :- sym(s7).
0.72::test(t7) :- sym(s4).
0.02::test(t7).
0.86::test(t8) :- sym(s0).
0.72::test(t8) :- sym(s5).
0.02::test(t8).
0.88::test(t9) :- sym(s2).
0.88::test(t9) :- sym(s4).
0.02::test(t9).
0.83::test(t10) :- sym(s5).
0.33::test(t10) :- sym(s3).
0.02::test(t10).
0.7::test(t11) :- sym(s6).
0.69::test(t11) :- sym(s2).
0.02::test(t11).
0.67::test(t12) :- sym(s4).
0.64::test(t12) :- sym(s6).
0.02::test(t12).
0.46::test(t13) :- sym(s5).
0.45::test(t13) :- sym(s1).
0.02::test(t13).
0.8::test(t14) :- sym(s3).
0.81::test(t14) :- sym(s4).
0.02::test(t14).
0.35::test(t15) :- sym(s5).
0.57::test(t15) :- sym(s6).
0.02::test(t15).
evidence(test(t0), true).
evidence(test(t1), false).
evidence(test(t2), false).
evidence(test(t3), false).
evidence(test(t4), true).
evidence(test(t5), false).
evidence(test(t6), false).
evidence(test(t7), true).
evidence(test(t8), true).
evidence(test(t9), false).
evidence(test(t10), true).
evidence(test(t11), false).
evidence(test(t12), false).
evidence(test(t13), false).
evidence(test(t14), false).
evidence(test(t15), false).
query(cause(c0)).
query(cause(c1)).
query(cause(c2)).
query(cause(c3)).
query(sym(s0)).
