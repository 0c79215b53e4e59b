% noisy-or network: 20 causes, 25 effects, leak per effect
0.1::cause(c0).
0.35::cause(c1).
0.32::cause(c2).
0.14::cause(c3).
0.22::cause(c4).
0.21::cause(c5).
0.28::cause(c6).
0.33::cause(c7).
0.08::cause(c8).
0.06::cause(c9).
0.34::cause(c10).
0.2::cause(c11).
0.32::cause(c12).
0.05::cause(c13).
0.21::cause(c14).
0.3::cause(c15).
0.13::cause(c16).
0.38::cause(c17).
0.37::cause(c18).
0.06::cause(c19).
0.31::effect(e0) :- cause(c17).
0.01::effect(e0).
0.44::effect(e1) :- cause(c6).
0.58::effect(e1) :- cause(c13).
0.62::effect(e1) :- cause(c0).
0.45::effect(e1) :- cause(c16).
0.01::effect(e1).
0.92::effect(e2) :- cause(c7).
0.9::effect(e2) :- cause(c14).
0.01::effect(e2).
0.38::effect(e3) :- cause(c17).
0.52::effect(e3) :- cause(c3).
0.77::effect(e3) :- cause(c5).
0.76::effect(e3) :- cause(c9).
0.01::effect(e3).
0.68::effect(e4) :- cause(c16).
0.87::effect(e4) :- cause(c6).
0.85::effect(e4) :- cause(c9).
0.63::effect(e4) :- cause(c17).
0.01::effect(e4).
0.46::effect(e5) :- cause(c15).
0.01::effect(e5).
0.36::effect(e6) :- cause(c13).
0.73::effect(e6) :- cause(c5).
0.37::effect(e6) :- cause(c11).
0.41::effect(e6) :- cause(c17).
0.01::effect(e6).
0.33::effect(e7) :- cause(c11).
0.76::effect(e7) :- cause(c15).
0.94::effect(e7) :- cause(c0).
0.69::effect(e7) :- cause(c18).
0.01::effect(e7).
0.94::effect(e8) :- cause(c5).
0.8::effect(e8) :- cause(c19).
0.65::effect(e8) :- cause(c16).
0.86::effect(e8) :- cause(c7).
0.01::effect(e8).
0.52::effect(e9) :- cause(c12).
0.85::effect(e9) :- cause(c16).
0.01::effect(e9).
0.7::effect(e10) :- cause(c14).
0.77::effect(e10) :- cause(c8).
0.55::effect(e10) :- cause(c17).
0.01::effect(e10).
0.43::effect(e11) :- cause(c16).
0.92::effect(e11) :- cause(c17).
0.01::effect(e11).
0.91::effect(e12) :- cause(c11).
0.57::effect(e12) :- cause(c18).
0.83::effect(e12) :- cause(c17).
0.57::effect(e12) :- cause(c6).
0.01::effect(e12).
0.65::effect(e13) :- cause(c17).
0.01::effect(e13).
0.71::effect(e14) :- cause(c14).
0.66::effect(e14) :- cause(c0).
0.42::effect(e14) :- cause(c7).
0.01::effect(e14).
0.82::effect(e15) :- cause(c17).
0.01::effect(e15).
0.86::effect(e16) :- cause(c1).
0.59::effect(e16) :- cause(c2).
0.79::effect(e16) :- cause(c18).
0.01::effect(e16).
0.82::effect(e17) :- cause(c7).
0.42::effect(e17) :- cause(c8).
0.49::effect(e17) :- cause(c3).
0.01::effect(e17).
0.64::effect(e18) :- cause(c5).
0.41::effect(e18) :- cause(c8).
0.01::effect(e18).
0.62::effect(e19) :- cause(c9).
0.37::effect(e19) :- cause(c14).
0.5::effect(e19) :- cause(c10).
0.01::effect(e19).
0.37::effect(e20) :- cause(c13).
0.88::effect(e20) :- cause(c6).
0.63::effect(e20) :- cause(c8).
0.01::effect(e20).
0.83::effect(e21) :- cause(c19).
0.31::effect(e21) :- cause(c13).
0.01::effect(e21).
0.4::effect(e22) :- cause(c12).
0.01::effect(e22).
0.74::effect(e23) :- cause(c14).
0.65::effect(e23) :- cause(c16).
0.01::effect(e23).
0.45::effect(e24) :- cause(c16).
0.72::effect(e24) :- cause(c14).
0.01::effect(e24).
evidence(effect(e12), false).
evidence(effect(e21), false).
evidence(effect(e18), true).
query(cause(_)).
