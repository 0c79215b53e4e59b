% findall/3 order and duplicates as in ProbLog (one element per proof, by newest node): nested findall2
:- use_module(library(lists)).
0.5::e(a, b). 0.5::e(a, c). 0.5::e(b, c). e(c, a).
out(N, L) :- member(N, [a, b, c]), findall(M, e(N, M), L).
all_out(R) :- findall(N-L, out(N, L), R).
query(all_out(_)).
