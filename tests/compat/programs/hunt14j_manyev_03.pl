% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% a noisy-or diagnosis model, 8 diseases, 25 findings all observed as evidence
0.16::disease(d0).
0.15::disease(d1).
0.19::disease(d2).
0.09::disease(d3).
0.04::disease(d4).
0.28::disease(d5).
0.07::disease(d6).
0.26::disease(d7).
0.24::finding(f0) :- disease(d6).
0.32::finding(f0) :- disease(d1).
0.01::finding(f0).
0.81::finding(f1) :- disease(d3).
0.33::finding(f1) :- disease(d4).
0.01::finding(f1).
0.75::finding(f2) :- disease(d3).
0.75::finding(f2) :- disease(d5).
0.01::finding(f2).
0.41::finding(f3) :- disease(d2).
0.68::finding(f3) :- disease(d1).
0.01::finding(f3).
0.88::finding(f4) :- disease(d3).
0.28::finding(f4) :- disease(d5).
0.01::finding(f4).
0.56::finding(f5) :- disease(d7).
0.48::finding(f5) :- disease(d1).
0.01::finding(f5).
0.88::finding(f6) :- disease(d3).
0.7::finding(f6) :- disease(d5).
0.01::finding(f6).
0.33::finding(f7) :- disease(d4).
0.41::finding(f7) :- disease(d5).
0.01::finding(f7).
0.77::finding(f8) :- disease(d2).
0.55::finding(f8) :- disease(d0).
0.01::finding(f8).
0.2::finding(f9) :- disease(d7).
0.54::finding(f9) :- disease(d3).
0.01::finding(f9).
0.37::finding(f10) :- disease(d5).
0.59::finding(f10) :- disease(d3).
0.01::finding(f10).
0.52::finding(f11) :- disease(d7).
0.67::finding(f11) :- disease(d1).
0.01::finding(f11).
0.88::finding(f12) :- disease(d3).
0.33::finding(f12) :- disease(d6).
0.01::finding(f12).
0.25::finding(f13) :- disease(d6).
0.65::finding(f13) :- disease(d7).
0.01::finding(f13).
0.79::finding(f14) :- disease(d3).
0.37::finding(f14) :- disease(d0).
0.01::finding(f14).
0.84::finding(f15) :- disease(d6).
0.73::finding(f15) :- disease(d0).
0.01::finding(f15).
0.61::finding(f16) :- disease(d5).
0.81::finding(f16) :- disease(d7).
0.01::finding(f16).
0.21::finding(f17) :- disease(d0).
0.51::finding(f17) :- disease(d1).
0.01::finding(f17).
0.38::finding(f18) :- disease(d4).
0.24::finding(f18) :- disease(d2).
0.01::finding(f18).
0.67::finding(f19) :- disease(d7).
0.74::finding(f19) :- disease(d2).
0.01::finding(f19).
0.37::finding(f20) :- disease(d2).
0.53::finding(f20) :- disease(d7).
0.01::finding(f20).
0.31::finding(f21) :- disease(d2).
0.58::finding(f21) :- disease(d3).
0.01::finding(f21).
0.21::finding(f22) :- disease(d5).
0.5::finding(f22) :- disease(d2).
0.01::finding(f22).
0.22::finding(f23) :- disease(d0).
0.66::finding(f23) :- disease(d2).
0.01::finding(f23).
0.24::finding(f24) :- disease(d5).
0.53::finding(f24) :- disease(d0).
0.01::finding(f24).
evidence(finding(f0), false).
evidence(finding(f1), false).
evidence(finding(f2), false).
evidence(finding(f3), false).
evidence(finding(f4), false).
evidence(finding(f5), true).
evidence(finding(f6), false).
evidence(finding(f7), false).
evidence(finding(f8), false).
evidence(finding(f9), true).
evidence(finding(f10), true).
evidence(finding(f11), false).
evidence(finding(f12), false).
evidence(finding(f13), true).
evidence(finding(f14), true).
evidence(finding(f15), false).
evidence(finding(f16), true).
evidence(finding(f17), false).
evidence(finding(f18), true).
evidence(finding(f19), false).
evidence(finding(f20), true).
evidence(finding(f21), false).
evidence(finding(f22), true).
evidence(finding(f23), false).
evidence(finding(f24), false).
query(disease(d0)).
query(disease(d1)).
query(disease(d2)).
query(disease(d3)).
query(disease(d4)).
query(disease(d5)).
query(disease(d6)).
query(disease(d7)).
