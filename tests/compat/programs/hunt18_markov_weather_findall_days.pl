% Markov chain with findall over days: number of rainy days in four days (findall lists per proof, as ProbLog) and a dry spell
0.6::rain(1).
0.7::rain(D) :- between(2, 4, D), P is D - 1, rain(P).
0.2::rain(D) :- between(2, 4, D), P is D - 1, \+ rain(P).
rainy_days(N) :- findall(D, (between(1, 4, D), rain(D)), L), length(L, N).
dry_spell :- between(1, 2, D), D1 is D + 1, D2 is D + 2, \+ rain(D), \+ rain(D1), \+ rain(D2).
query(rainy_days(N)).
query(dry_spell).
