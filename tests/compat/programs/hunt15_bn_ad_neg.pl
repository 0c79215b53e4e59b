% a Bayesian network written with annotated disjunctions and negation, with a three-valued variable
0.2::season(winter); 0.5::season(summer); 0.3::season(spring).
0.8::cold :- season(winter).
0.1::cold :- season(summer).
0.4::cold :- season(spring).
0.6::flu :- cold.
0.05::flu :- \+ cold.
0.7::fever(high); 0.2::fever(low) :- flu.
0.1::fever(low) :- \+ flu.
nofever :- \+ fever(high), \+ fever(low).
evidence(nofever, false).
query(season(_)). query(flu). query(fever(_)). query(cold).
