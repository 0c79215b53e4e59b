% hunt12: library(string) predicates on atoms built from probabilistic choices
:- use_module(library(string)).
:- use_module(library(lists)).
0.5::color(red); 0.5::color(green).
0.6::size(big); 0.4::size(small).
label(L) :- size(S), color(C), concat([S, '_', C], L).
joined(J) :- size(S), color(C), join('-', [S, C], J).
upper(U) :- color(C), str2lst(C, Cs), length(Cs, U).
query(label(_)).
query(joined(_)).
query(upper(_)).
