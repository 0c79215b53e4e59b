% hunt17: a mutant of an umbrella HMM whose last evidence step is written 3.0: rain(3.0) has no proof, and its rule choices are not those of rain(3)
0.5::rain(0).
0.7::rain(D) :- D > 0, P is D - 1, rain(P).
0.3::rain(D) :- D > 0, P is D - 1, \+ rain(P).
0.9::umbrella(D) :- rain(D).
0.2::umbrella(D) :- \+ rain(D).
evidence(umbrella(0), false).
evidence(umbrella(1), true).
evidence(umbrella(2), true).
evidence(umbrella(3.0), false).
query(rain(3)).
query(rain(3.0)).
query(rain(0)).
