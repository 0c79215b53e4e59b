% strings: library(string) builds labels of probabilistic outcomes
:- use_module(library(string)).
:- use_module(library(lists)).
0.3::colour(red); 0.5::colour(green); 0.2::colour(blue).
0.5::size(small); 0.5::size(large).
label(L) :- colour(C), size(S), concat([S, '_', C], L).
long_label(L) :- label(L), str2lst(L, Cs), length(Cs, N), N > 10.
query(label(L)).
query(long_label(L)).
