% genetics: Mendelian dominance over generations with self-crossing, probability of the recessive trait
0.5::gene(plant(0), 1, g); 0.5::gene(plant(0), 1, y).
0.5::gene(plant(0), 2, g); 0.5::gene(plant(0), 2, y).
0.5::pick(N, S, 1); 0.5::pick(N, S, 2) :- between(1, 5, N), member(S, [1, 2]).
gene(plant(N), S, A) :- between(1, 5, N), member(S, [1, 2]), M is N - 1, pick(N, S, I), gene(plant(M), I, A).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
yellow(P) :- gene(P, 1, y).
yellow(P) :- gene(P, 2, y).
green(P) :- \+ yellow(P).
homozygous(P) :- gene(P, 1, A), gene(P, 2, A).
query(green(plant(0))).
query(green(plant(3))).
query(homozygous(plant(5))).
evidence(yellow(plant(2))).
query(green(plant(5))).
