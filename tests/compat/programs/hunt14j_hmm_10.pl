% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% umbrella model over 15 time steps, evidence at every step
0.5::rain(0).
0.7::rain(D) :- D > 0, P is D - 1, rain(P).
0.3::rain(D) :- D > 0, P is D - 1, \+ rain(P).
0.9::umbrella(D) :- rain(D).
0.2::umbrella(D) :- \+ rain(D).
evidence(umbrella(0), false).
evidence(umbrella(1), true).
evidence(umbrella(2), true).
evidence(umbrella(3), true).
evidence(umbrella(4), true).
evidence(umbrella(5), false).
evidence(umbrella(6), true).
evidence(umbrella(7), false).
evidence(umbrella(8), false).
evidence(umbrella(9), true).
evidence(umbrella(10), false).
evidence(umbrella(11), true).
evidence(umbrella(12), false).
evidence(umbrella(13), false).
evidence(umbrella(14), false).
query(rain(14)).
query(rain(0)).
