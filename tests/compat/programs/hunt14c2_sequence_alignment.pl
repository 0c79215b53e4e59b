% written for this corpus by a find-only hunt (session 22; mutation model over lists)
% random mutation of a short DNA string and its Hamming distance to the original
:- use_module(library(lists)).
orig([a, c, g]).
0.1::mut(I, c) ; 0.1::mut(I, g) ; 0.1::mut(I, t) ; 0.7::mut(I, keep).
mutate([], _, []).
mutate([B|Bs], I, [B2|R]) :- mut(I, M), (M == keep, B2 = B ; M \== keep, B2 = M), I1 is I + 1, mutate(Bs, I1, R).
hamming([], [], 0).
hamming([X|Xs], [Y|Ys], D) :- hamming(Xs, Ys, D0), (X == Y, D = D0 ; X \== Y, D is D0 + 1).
dist(D) :- orig(O), mutate(O, 1, M), hamming(O, M, D).
query(dist(D)).
