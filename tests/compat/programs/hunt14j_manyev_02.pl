% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% a noisy-or diagnosis model, 6 diseases, 15 findings all observed as evidence
0.14::disease(d0).
0.15::disease(d1).
0.21::disease(d2).
0.03::disease(d3).
0.13::disease(d4).
0.26::disease(d5).
0.43::finding(f0) :- disease(d3).
0.51::finding(f0) :- disease(d1).
0.01::finding(f0).
0.87::finding(f1) :- disease(d4).
0.27::finding(f1) :- disease(d2).
0.01::finding(f1).
0.81::finding(f2) :- disease(d4).
0.71::finding(f2) :- disease(d1).
0.01::finding(f2).
0.31::finding(f3) :- disease(d3).
0.26::finding(f3) :- disease(d1).
0.01::finding(f3).
0.79::finding(f4) :- disease(d4).
0.65::finding(f4) :- disease(d1).
0.01::finding(f4).
0.7::finding(f5) :- disease(d1).
0.24::finding(f5) :- disease(d2).
0.01::finding(f5).
0.82::finding(f6) :- disease(d5).
0.48::finding(f6) :- disease(d0).
0.01::finding(f6).
0.31::finding(f7) :- disease(d1).
0.36::finding(f7) :- disease(d2).
0.01::finding(f7).
0.66::finding(f8) :- disease(d3).
0.83::finding(f8) :- disease(d0).
0.01::finding(f8).
0.83::finding(f9) :- disease(d2).
0.85::finding(f9) :- disease(d5).
0.01::finding(f9).
0.45::finding(f10) :- disease(d3).
0.61::finding(f10) :- disease(d5).
0.01::finding(f10).
0.54::finding(f11) :- disease(d4).
0.23::finding(f11) :- disease(d3).
0.01::finding(f11).
0.63::finding(f12) :- disease(d4).
0.27::finding(f12) :- disease(d2).
0.01::finding(f12).
0.45::finding(f13) :- disease(d1).
0.58::finding(f13) :- disease(d5).
0.01::finding(f13).
0.69::finding(f14) :- disease(d5).
0.37::finding(f14) :- disease(d1).
0.01::finding(f14).
evidence(finding(f0), true).
evidence(finding(f1), true).
evidence(finding(f2), false).
evidence(finding(f3), false).
evidence(finding(f4), true).
evidence(finding(f5), false).
evidence(finding(f6), false).
evidence(finding(f7), false).
evidence(finding(f8), true).
evidence(finding(f9), false).
evidence(finding(f10), false).
evidence(finding(f11), false).
evidence(finding(f12), false).
evidence(finding(f13), false).
evidence(finding(f14), false).
query(disease(d0)).
query(disease(d1)).
query(disease(d2)).
query(disease(d3)).
query(disease(d4)).
query(disease(d5)).
