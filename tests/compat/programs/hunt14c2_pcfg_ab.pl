% written for this corpus by a find-only hunt (session 22; PCFG parsing)
% probabilistic grammar for a^n b^n style strings with a depth bound
0.4::expand(D, ab) ; 0.6::expand(D, ab_nested).
gen(D, [a, b]) :- expand(D, ab).
gen(D, L) :- D < 3, expand(D, ab_nested), D1 is D + 1, gen(D1, M), append([a|M], [b], L).
:- use_module(library(lists)).
string(L) :- gen(0, L).
len(N) :- string(L), length(L, N).
query(len(N)).
query(string([a, a, b, b])).
