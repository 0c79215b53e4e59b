% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% a noisy-or diagnosis model, 10 diseases, 40 findings all observed as evidence
0.14::disease(d0).
0.1::disease(d1).
0.29::disease(d2).
0.04::disease(d3).
0.12::disease(d4).
0.24::disease(d5).
0.29::disease(d6).
0.19::disease(d7).
0.11::disease(d8).
0.12::disease(d9).
0.3::finding(f0) :- disease(d6).
0.27::finding(f0) :- disease(d4).
0.01::finding(f0).
0.28::finding(f1) :- disease(d8).
0.2::finding(f1) :- disease(d4).
0.01::finding(f1).
0.76::finding(f2) :- disease(d2).
0.69::finding(f2) :- disease(d3).
0.01::finding(f2).
0.58::finding(f3) :- disease(d7).
0.3::finding(f3) :- disease(d3).
0.01::finding(f3).
0.61::finding(f4) :- disease(d3).
0.2::finding(f4) :- disease(d6).
0.01::finding(f4).
0.6::finding(f5) :- disease(d5).
0.3::finding(f5) :- disease(d9).
0.01::finding(f5).
0.63::finding(f6) :- disease(d4).
0.88::finding(f6) :- disease(d6).
0.01::finding(f6).
0.65::finding(f7) :- disease(d6).
0.23::finding(f7) :- disease(d8).
0.01::finding(f7).
0.4::finding(f8) :- disease(d9).
0.48::finding(f8) :- disease(d4).
0.01::finding(f8).
0.34::finding(f9) :- disease(d6).
0.56::finding(f9) :- disease(d4).
0.01::finding(f9).
0.54::finding(f10) :- disease(d8).
0.36::finding(f10) :- disease(d3).
0.01::finding(f10).
0.72::finding(f11) :- disease(d4).
0.69::finding(f11) :- disease(d2).
0.01::finding(f11).
0.62::finding(f12) :- disease(d4).
0.73::finding(f12) :- disease(d6).
0.01::finding(f12).
0.37::finding(f13) :- disease(d6).
0.7::finding(f13) :- disease(d8).
0.01::finding(f13).
0.85::finding(f14) :- disease(d5).
0.6::finding(f14) :- disease(d4).
0.01::finding(f14).
0.59::finding(f15) :- disease(d8).
0.5::finding(f15) :- disease(d4).
0.01::finding(f15).
0.43::finding(f16) :- disease(d4).
0.74::finding(f16) :- disease(d0).
0.01::finding(f16).
0.6::finding(f17) :- disease(d5).
0.86::finding(f17) :- disease(d0).
0.01::finding(f17).
0.89::finding(f18) :- disease(d1).
0.49::finding(f18) :- disease(d5).
0.01::finding(f18).
0.44::finding(f19) :- disease(d5).
0.7::finding(f19) :- disease(d1).
0.01::finding(f19).
0.68::finding(f20) :- disease(d4).
0.72::finding(f20) :- disease(d7).
0.01::finding(f20).
0.84::finding(f21) :- disease(d6).
0.58::finding(f21) :- disease(d7).
0.01::finding(f21).
0.88::finding(f22) :- disease(d3).
0.32::finding(f22) :- disease(d5).
0.01::finding(f22).
0.78::finding(f23) :- disease(d5).
0.26::finding(f23) :- disease(d0).
0.01::finding(f23).
0.82::finding(f24) :- disease(d5).
0.73::finding(f24) :- disease(d8).
0.01::finding(f24).
0.74::finding(f25) :- disease(d4).
0.36::finding(f25) :- disease(d8).
0.01::finding(f25).
0.35::finding(f26) :- disease(d4).
0.41::finding(f26) :- disease(d1).
0.01::finding(f26).
0.44::finding(f27) :- disease(d9).
0.28::finding(f27) :- disease(d2).
0.01::finding(f27).
0.89::finding(f28) :- disease(d8).
0.6::finding(f28) :- disease(d2).
0.01::finding(f28).
0.44::finding(f29) :- disease(d0).
0.84::finding(f29) :- disease(d4).
0.01::finding(f29).
0.59::finding(f30) :- disease(d3).
0.75::finding(f30) :- disease(d9).
0.01::finding(f30).
0.46::finding(f31) :- disease(d6).
0.85::finding(f31) :- disease(d3).
0.01::finding(f31).
0.38::finding(f32) :- disease(d4).
0.28::finding(f32) :- disease(d6).
0.01::finding(f32).
0.77::finding(f33) :- disease(d2).
0.71::finding(f33) :- disease(d6).
0.01::finding(f33).
0.75::finding(f34) :- disease(d1).
0.85::finding(f34) :- disease(d3).
0.01::finding(f34).
0.63::finding(f35) :- disease(d0).
0.7::finding(f35) :- disease(d4).
0.01::finding(f35).
0.44::finding(f36) :- disease(d7).
0.44::finding(f36) :- disease(d5).
0.01::finding(f36).
0.89::finding(f37) :- disease(d2).
0.22::finding(f37) :- disease(d6).
0.01::finding(f37).
0.54::finding(f38) :- disease(d5).
0.74::finding(f38) :- disease(d4).
0.01::finding(f38).
0.87::finding(f39) :- disease(d1).
0.81::finding(f39) :- disease(d7).
0.01::finding(f39).
evidence(finding(f0), true).
evidence(finding(f1), true).
evidence(finding(f2), false).
evidence(finding(f3), false).
evidence(finding(f4), true).
evidence(finding(f5), true).
evidence(finding(f6), true).
evidence(finding(f7), true).
evidence(finding(f8), true).
evidence(finding(f9), true).
evidence(finding(f10), false).
evidence(finding(f11), true).
evidence(finding(f12), true).
evidence(finding(f13), false).
evidence(finding(f14), false).
evidence(finding(f15), false).
evidence(finding(f16), false).
evidence(finding(f17), true).
evidence(finding(f18), false).
evidence(finding(f19), false).
evidence(finding(f20), false).
evidence(finding(f21), true).
evidence(finding(f22), false).
evidence(finding(f23), false).
evidence(finding(f24), true).
evidence(finding(f25), true).
evidence(finding(f26), false).
evidence(finding(f27), false).
evidence(finding(f28), false).
evidence(finding(f29), false).
evidence(finding(f30), false).
evidence(finding(f31), false).
evidence(finding(f32), false).
evidence(finding(f33), false).
evidence(finding(f34), false).
evidence(finding(f35), false).
evidence(finding(f36), false).
evidence(finding(f37), false).
evidence(finding(f38), false).
evidence(finding(f39), false).
query(disease(d0)).
query(disease(d1)).
query(disease(d2)).
query(disease(d3)).
query(disease(d4)).
query(disease(d5)).
query(disease(d6)).
query(disease(d7)).
query(disease(d8)).
query(disease(d9)).
