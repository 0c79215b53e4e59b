% select/3, selectchk/3, exclude/partition over permutations
:- use_module(library(lists)).
:- use_module(library(apply)).
0.5::extra(d).
base([a, b, c]).
pool(L) :- base(B), (extra(X) -> L = [X|B] ; L = B).
removed(R) :- base(B), select(b, B, R).
pairs(N) :- base(B), findall(X-Y, (select(X, B, R), member(Y, R)), Ps), length(Ps, N).
nodup :- base(B), is_set(B).
sw(R) :- selectchk(a, [a, b, a], R).
query(removed(_)). query(pairs(_)). query(nodup). query(sw(_)).
