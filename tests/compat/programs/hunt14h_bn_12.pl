% noisy-or network: 30 causes, 40 effects, leak per effect
0.38::cause(c0).
0.38::cause(c1).
0.07::cause(c2).
0.08::cause(c3).
0.34::cause(c4).
0.31::cause(c5).
0.28::cause(c6).
0.16::cause(c7).
0.26::cause(c8).
0.26::cause(c9).
0.25::cause(c10).
0.11::cause(c11).
0.2::cause(c12).
0.19::cause(c13).
0.3::cause(c14).
0.4::cause(c15).
0.38::cause(c16).
0.24::cause(c17).
0.21::cause(c18).
0.14::cause(c19).
0.06::cause(c20).
0.06::cause(c21).
0.21::cause(c22).
0.16::cause(c23).
0.18::cause(c24).
0.36::cause(c25).
0.23::cause(c26).
0.25::cause(c27).
0.13::cause(c28).
0.06::cause(c29).
0.63::effect(e0) :- cause(c5).
0.95::effect(e0) :- cause(c4).
0.74::effect(e0) :- cause(c16).
0.01::effect(e0).
0.82::effect(e1) :- cause(c28).
0.78::effect(e1) :- cause(c14).
0.01::effect(e1).
0.54::effect(e2) :- cause(c25).
0.86::effect(e2) :- cause(c18).
0.59::effect(e2) :- cause(c11).
0.01::effect(e2).
0.64::effect(e3) :- cause(c22).
0.62::effect(e3) :- cause(c23).
0.9::effect(e3) :- cause(c14).
0.63::effect(e3) :- cause(c20).
0.01::effect(e3).
0.88::effect(e4) :- cause(c21).
0.6::effect(e4) :- cause(c28).
0.67::effect(e4) :- cause(c14).
0.01::effect(e4).
0.83::effect(e5) :- cause(c15).
0.84::effect(e5) :- cause(c21).
0.87::effect(e5) :- cause(c7).
0.7::effect(e5) :- cause(c10).
0.01::effect(e5).
0.63::effect(e6) :- cause(c9).
0.64::effect(e6) :- cause(c25).
0.72::effect(e6) :- cause(c22).
0.68::effect(e6) :- cause(c26).
0.01::effect(e6).
0.63::effect(e7) :- cause(c23).
0.91::effect(e7) :- cause(c6).
0.71::effect(e7) :- cause(c15).
0.01::effect(e7).
0.83::effect(e8) :- cause(c25).
0.01::effect(e8).
0.83::effect(e9) :- cause(c29).
0.01::effect(e9).
0.67::effect(e10) :- cause(c1).
0.01::effect(e10).
0.68::effect(e11) :- cause(c8).
0.01::effect(e11).
0.64::effect(e12) :- cause(c24).
0.01::effect(e12).
0.91::effect(e13) :- cause(c7).
0.34::effect(e13) :- cause(c26).
0.88::effect(e13) :- cause(c6).
0.01::effect(e13).
0.54::effect(e14) :- cause(c1).
0.01::effect(e14).
0.32::effect(e15) :- cause(c7).
0.37::effect(e15) :- cause(c21).
0.01::effect(e15).
0.33::effect(e16) :- cause(c0).
0.01::effect(e16).
0.47::effect(e17) :- cause(c11).
0.01::effect(e17).
0.64::effect(e18) :- cause(c23).
0.3::effect(e18) :- cause(c5).
0.01::effect(e18).
0.94::effect(e19) :- cause(c25).
0.01::effect(e19).
0.52::effect(e20) :- cause(c1).
0.7::effect(e20) :- cause(c0).
0.01::effect(e20).
0.52::effect(e21) :- cause(c9).
0.01::effect(e21).
0.59::effect(e22) :- cause(c9).
0.01::effect(e22).
0.47::effect(e23) :- cause(c28).
0.01::effect(e23).
0.61::effect(e24) :- cause(c27).
0.45::effect(e24) :- cause(c19).
0.73::effect(e24) :- cause(c22).
0.51::effect(e24) :- cause(c4).
0.01::effect(e24).
0.59::effect(e25) :- cause(c0).
0.01::effect(e25).
0.81::effect(e26) :- cause(c16).
0.62::effect(e26) :- cause(c18).
0.01::effect(e26).
0.47::effect(e27) :- cause(c4).
0.69::effect(e27) :- cause(c27).
0.57::effect(e27) :- cause(c10).
0.01::effect(e27).
0.66::effect(e28) :- cause(c22).
0.01::effect(e28).
0.46::effect(e29) :- cause(c21).
0.39::effect(e29) :- cause(c1).
0.01::effect(e29).
0.71::effect(e30) :- cause(c3).
0.63::effect(e30) :- cause(c14).
0.01::effect(e30).
0.45::effect(e31) :- cause(c7).
0.01::effect(e31).
0.71::effect(e32) :- cause(c2).
0.82::effect(e32) :- cause(c8).
0.76::effect(e32) :- cause(c18).
0.47::effect(e32) :- cause(c7).
0.01::effect(e32).
0.4::effect(e33) :- cause(c8).
0.55::effect(e33) :- cause(c16).
0.4::effect(e33) :- cause(c24).
0.63::effect(e33) :- cause(c0).
0.01::effect(e33).
0.37::effect(e34) :- cause(c7).
0.01::effect(e34).
0.79::effect(e35) :- cause(c5).
0.01::effect(e35).
0.32::effect(e36) :- cause(c6).
0.01::effect(e36).
0.55::effect(e37) :- cause(c14).
0.75::effect(e37) :- cause(c9).
0.79::effect(e37) :- cause(c17).
0.44::effect(e37) :- cause(c20).
0.01::effect(e37).
0.68::effect(e38) :- cause(c13).
0.87::effect(e38) :- cause(c16).
0.9::effect(e38) :- cause(c0).
0.68::effect(e38) :- cause(c18).
0.01::effect(e38).
0.82::effect(e39) :- cause(c21).
0.01::effect(e39).
evidence(effect(e23), true).
evidence(effect(e1), false).
evidence(effect(e33), false).
query(cause(_)).
