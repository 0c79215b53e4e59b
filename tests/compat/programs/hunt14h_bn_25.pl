% noisy-or network: 10 causes, 15 effects, leak per effect
0.35::cause(c0).
0.32::cause(c1).
0.2::cause(c2).
0.14::cause(c3).
0.23::cause(c4).
0.19::cause(c5).
0.32::cause(c6).
0.16::cause(c7).
0.22::cause(c8).
0.25::cause(c9).
0.48::effect(e0) :- cause(c8).
0.79::effect(e0) :- cause(c2).
0.01::effect(e0).
0.36::effect(e1) :- cause(c8).
0.35::effect(e1) :- cause(c2).
0.85::effect(e1) :- cause(c4).
0.01::effect(e1).
0.53::effect(e2) :- cause(c7).
0.51::effect(e2) :- cause(c8).
0.72::effect(e2) :- cause(c1).
0.01::effect(e2).
0.59::effect(e3) :- cause(c8).
0.64::effect(e3) :- cause(c7).
0.01::effect(e3).
0.9::effect(e4) :- cause(c8).
0.01::effect(e4).
0.76::effect(e5) :- cause(c6).
0.01::effect(e5).
0.62::effect(e6) :- cause(c9).
0.01::effect(e6).
0.42::effect(e7) :- cause(c3).
0.67::effect(e7) :- cause(c5).
0.46::effect(e7) :- cause(c1).
0.01::effect(e7).
0.36::effect(e8) :- cause(c8).
0.95::effect(e8) :- cause(c7).
0.01::effect(e8).
0.38::effect(e9) :- cause(c1).
0.52::effect(e9) :- cause(c4).
0.9::effect(e9) :- cause(c8).
0.43::effect(e9) :- cause(c5).
0.01::effect(e9).
0.51::effect(e10) :- cause(c7).
0.46::effect(e10) :- cause(c1).
0.42::effect(e10) :- cause(c6).
0.01::effect(e10).
0.61::effect(e11) :- cause(c0).
0.36::effect(e11) :- cause(c4).
0.01::effect(e11).
0.85::effect(e12) :- cause(c2).
0.88::effect(e12) :- cause(c0).
0.01::effect(e12).
0.44::effect(e13) :- cause(c8).
0.74::effect(e13) :- cause(c4).
0.84::effect(e13) :- cause(c3).
0.57::effect(e13) :- cause(c6).
0.01::effect(e13).
0.35::effect(e14) :- cause(c7).
0.7::effect(e14) :- cause(c9).
0.62::effect(e14) :- cause(c5).
0.01::effect(e14).
evidence(effect(e10), true).
evidence(effect(e5), true).
evidence(effect(e3), false).
query(cause(_)).
