% length/2: bound list, zero length, unbound list of a probabilistic length
0.4::n(0). 0.6::n(2).
mk(N) :- n(N), length(L, N), L = [_|_].
mk2(L) :- n(N), length(L, N), maplist(=(z), L).
:- use_module(library(apply)).
emp :- length([], 0).
query(mk(_)). query(mk2(_)). query(emp).
