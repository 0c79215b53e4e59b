% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% a noisy-or diagnosis model with 30 findings observed as evidence
0.23::disease(d0).
0.16::disease(d1).
0.05::disease(d2).
0.17::disease(d3).
0.09::disease(d4).
0.17::disease(d5).
0.3::disease(d6).
0.17::disease(d7).
0.62::finding(f0) :- disease(d0).
0.28::finding(f0) :- disease(d2).
0.59::finding(f0) :- disease(d1).
0.01::finding(f0).
0.45::finding(f1) :- disease(d0).
0.89::finding(f1) :- disease(d2).
0.85::finding(f1) :- disease(d3).
0.01::finding(f1).
0.38::finding(f2) :- disease(d1).
0.58::finding(f2) :- disease(d6).
0.56::finding(f2) :- disease(d5).
0.01::finding(f2).
0.5::finding(f3) :- disease(d1).
0.51::finding(f3) :- disease(d4).
0.47::finding(f3) :- disease(d5).
0.01::finding(f3).
0.84::finding(f4) :- disease(d3).
0.2::finding(f4) :- disease(d7).
0.65::finding(f4) :- disease(d1).
0.01::finding(f4).
0.72::finding(f5) :- disease(d0).
0.83::finding(f5) :- disease(d5).
0.42::finding(f5) :- disease(d6).
0.01::finding(f5).
0.49::finding(f6) :- disease(d3).
0.72::finding(f6) :- disease(d5).
0.22::finding(f6) :- disease(d4).
0.01::finding(f6).
0.89::finding(f7) :- disease(d7).
0.26::finding(f7) :- disease(d0).
0.86::finding(f7) :- disease(d3).
0.01::finding(f7).
0.41::finding(f8) :- disease(d4).
0.33::finding(f8) :- disease(d2).
0.55::finding(f8) :- disease(d7).
0.01::finding(f8).
0.75::finding(f9) :- disease(d7).
0.35::finding(f9) :- disease(d5).
0.71::finding(f9) :- disease(d2).
0.01::finding(f9).
0.47::finding(f10) :- disease(d3).
0.72::finding(f10) :- disease(d7).
0.23::finding(f10) :- disease(d1).
0.01::finding(f10).
0.38::finding(f11) :- disease(d3).
0.25::finding(f11) :- disease(d6).
0.75::finding(f11) :- disease(d1).
0.01::finding(f11).
0.37::finding(f12) :- disease(d0).
0.83::finding(f12) :- disease(d4).
0.83::finding(f12) :- disease(d7).
0.01::finding(f12).
0.21::finding(f13) :- disease(d4).
0.57::finding(f13) :- disease(d7).
0.26::finding(f13) :- disease(d2).
0.01::finding(f13).
0.41::finding(f14) :- disease(d6).
0.32::finding(f14) :- disease(d1).
0.34::finding(f14) :- disease(d2).
0.01::finding(f14).
0.26::finding(f15) :- disease(d0).
0.47::finding(f15) :- disease(d4).
0.72::finding(f15) :- disease(d6).
0.01::finding(f15).
0.69::finding(f16) :- disease(d0).
0.32::finding(f16) :- disease(d6).
0.21::finding(f16) :- disease(d2).
0.01::finding(f16).
0.29::finding(f17) :- disease(d2).
0.38::finding(f17) :- disease(d3).
0.85::finding(f17) :- disease(d0).
0.01::finding(f17).
0.55::finding(f18) :- disease(d7).
0.81::finding(f18) :- disease(d6).
0.48::finding(f18) :- disease(d1).
0.01::finding(f18).
0.84::finding(f19) :- disease(d5).
0.56::finding(f19) :- disease(d6).
0.24::finding(f19) :- disease(d3).
0.01::finding(f19).
0.42::finding(f20) :- disease(d6).
0.39::finding(f20) :- disease(d0).
0.2::finding(f20) :- disease(d2).
0.01::finding(f20).
0.37::finding(f21) :- disease(d4).
0.61::finding(f21) :- disease(d5).
0.39::finding(f21) :- disease(d6).
0.01::finding(f21).
0.26::finding(f22) :- disease(d5).
0.28::finding(f22) :- disease(d2).
0.26::finding(f22) :- disease(d3).
0.01::finding(f22).
0.58::finding(f23) :- disease(d0).
0.62::finding(f23) :- disease(d3).
0.65::finding(f23) :- disease(d1).
0.01::finding(f23).
0.59::finding(f24) :- disease(d7).
0.67::finding(f24) :- disease(d6).
0.27::finding(f24) :- disease(d4).
0.01::finding(f24).
0.89::finding(f25) :- disease(d7).
0.84::finding(f25) :- disease(d6).
0.55::finding(f25) :- disease(d0).
0.01::finding(f25).
0.87::finding(f26) :- disease(d2).
0.52::finding(f26) :- disease(d1).
0.22::finding(f26) :- disease(d6).
0.01::finding(f26).
0.43::finding(f27) :- disease(d7).
0.6::finding(f27) :- disease(d6).
0.74::finding(f27) :- disease(d3).
0.01::finding(f27).
0.85::finding(f28) :- disease(d2).
0.8::finding(f28) :- disease(d6).
0.51::finding(f28) :- disease(d1).
0.01::finding(f28).
0.89::finding(f29) :- disease(d3).
0.8::finding(f29) :- disease(d0).
0.4::finding(f29) :- disease(d1).
0.01::finding(f29).
evidence(finding(f0), false).
evidence(finding(f1), false).
evidence(finding(f2), false).
evidence(finding(f3), true).
evidence(finding(f4), false).
evidence(finding(f5), false).
evidence(finding(f6), true).
evidence(finding(f7), false).
evidence(finding(f8), false).
evidence(finding(f9), false).
evidence(finding(f10), true).
evidence(finding(f11), false).
evidence(finding(f12), true).
evidence(finding(f13), false).
evidence(finding(f14), false).
evidence(finding(f15), true).
evidence(finding(f16), false).
evidence(finding(f17), false).
evidence(finding(f18), false).
evidence(finding(f19), true).
evidence(finding(f20), false).
evidence(finding(f21), false).
evidence(finding(f22), false).
evidence(finding(f23), true).
evidence(finding(f24), true).
evidence(finding(f25), true).
evidence(finding(f26), false).
evidence(finding(f27), true).
evidence(finding(f28), false).
evidence(finding(f29), false).
query(disease(d0)).
query(disease(d1)).
query(disease(d2)).
query(disease(d3)).
query(disease(d4)).
query(disease(d5)).
query(disease(d6)).
query(disease(d7)).
