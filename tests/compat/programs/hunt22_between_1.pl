% between/3 heavy: pythagorean triples with a probabilistic bound, counted with findall, integer(sqrt(S)) and =:= arithmetic
:- use_module(library(lists)).
0.3::bound(15); 0.7::bound(25).
triple(A, B, C) :- bound(N), between(1, N, A), between(A, N, B), S is A*A + B*B, C is integer(sqrt(S)), C =< N, C*C =:= S.
ntriples(K) :- findall(A-B-C, triple(A, B, C), L), length(L, K).
query(ntriples(_)).
query(triple(7, 24, 25)).
