% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% a three-layer noisy-or network: 5 causes, 10 symptoms, 20 tests, all tests observed
0.21::cause(c0).
0.13::cause(c1).
0.12::cause(c2).
0.21::cause(c3).
0.09::cause(c4).
0.43::sym(s0) :- cause(c3).
0.63::sym(s0) :- cause(c2).
0.72::sym(s1) :- cause(c1).
0.78::sym(s1) :- cause(c4).
0.66::sym(s2) :- cause(c4).
0.68::sym(s2) :- cause(c2).
0.88::sym(s3) :- cause(c3).
0.73::sym(s3) :- cause(c2).
0.43::sym(s4) :- cause(c2).
0.89::sym(s4) :- cause(c3).
0.44::sym(s5) :- cause(c3).
0.76::sym(s5) :- cause(c4).
0.88::sym(s6) :- cause(c2).
0.38::sym(s6) :- cause(c4).
0.56::sym(s7) :- cause(c0).
0.35::sym(s7) :- cause(c3).
0.68::sym(s8) :- cause(c4).
0.62::sym(s8) :- cause(c0).
0.79::sym(s9) :- cause(c1).
0.7::sym(s9) :- cause(c3).
0.89::test(t0) :- sym(s3).
0.89::test(t0) :- sym(s4).
0.02::test(t0).
0.42::test(t1) :- sym(s1).
0.54::test(t1) :- sym(s9).
0.02::test(t1).
0.64::test(t2) :- sym(s2).
0.71::test(t2) :- sym(s5).
0.02::test(t2).
0.42::test(t3) :- sym(s2).
0.78::test(t3) :- sym(s5).
0.02::test(t3).
0.64::test(t4) :- sym(s8).
0.64::test(t4) :- sym(s0).
0.02::test(t4).
0.71::test(t5) :- sym(s6).
0.66::test(t5) :- sym(s1).
0.02::test(t5).
0.47::test(t6) :- sym(s3).
0.68::test(t6) :- sym(s2).
0.02::test(t6).
0.47::test(t7) :- sym(s0).
0.55::test(t7) :- sym(s2).
0.02::test(t7).
0.79::test(t8) :- sym(s5).
0.3::test(t8) :- sym(s2).
0.02::test(t8).
0.31::test(t9) :- sym(s0).
0.77::test(t9) :- sym(s8).
0.02::test(t9).
0.82::test(t10) :- sym(s6).
0.9::test(t10) :- sym(s0).
0.02::test(t10).
0.37::test(t11) :- sym(s5).
0.63::test(t11) :- sym(s2).
0.02::test(t11).
0.69::test(t12) :- sym(s7).
0.55::test(t12) :- sym(s9).
0.02::test(t12).
0.37::test(t13) :- sym(s9).
0.66::test(t13) :- sym(s6).
0.02::test(t13).
0.71::test(t14) :- sym(s1).
0.39::test(t14) :- sym(s6).
0.02::test(t14).
0.35::test(t15) :- sym(s6).
0.54::test(t15) :- sym(s2).
0.02::test(t15).
0.83::test(t16) :- sym(s1).
0.35::test(t16) :- sym(s0).
0.02::test(t16).
0.54::test(t17) :- sym(s9).
0.68::test(t17) :- sym(s7).
0.02::test(t17).
0.88::test(t18) :- sym(s8).
0.52::test(t18) :- sym(s2).
0.02::test(t18).
0.6::test(t19) :- sym(s5).
0.64::test(t19) :- sym(s3).
0.02::test(t19).
evidence(test(t0), true).
evidence(test(t1), true).
evidence(test(t2), false).
evidence(test(t3), false).
evidence(test(t4), false).
evidence(test(t5), true).
evidence(test(t6), false).
evidence(test(t7), false).
evidence(test(t8), false).
evidence(test(t9), true).
evidence(test(t10), false).
evidence(test(t11), true).
evidence(test(t12), false).
evidence(test(t13), false).
evidence(test(t14), false).
evidence(test(t15), true).
evidence(test(t16), false).
evidence(test(t17), true).
evidence(test(t18), true).
evidence(test(t19), true).
query(cause(c0)).
query(cause(c1)).
query(cause(c2)).
query(cause(c3)).
query(cause(c4)).
query(sym(s0)).
