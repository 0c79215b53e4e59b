% guessing a secret two-peg colour code; feedback counting exact and colour matches
:- use_module(library(lists)).
colour(r). colour(g). colour(b).
1/3::peg(P, r); 1/3::peg(P, g); 1/3::peg(P, b) :- between(1, 2, P).
secret([A, B]) :- peg(1, A), peg(2, B).
exact(Guess, N) :- secret(S), findall(I, (between(1, 2, I), nth1(I, Guess, X), nth1(I, S, X)), L), length(L, N).
colour_hits(Guess, N) :- secret(S), findall(X, (member(X, Guess), memberchk(X, S)), L), length(L, N).
feedback(G, E-C) :- exact(G, E), colour_hits(G, C).
evidence(feedback([r, g], 0-1)).
query(secret(S)).
query(feedback([g, r], F)).
