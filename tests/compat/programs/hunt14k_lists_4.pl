% nth0/4, nth1/4, select/4, selectchk/4, permutation with duplicates over a probabilistic list
:- use_module(library(lists)).
0.5::l([a, b, a]). 0.5::l([c]).
n0(E, R) :- l(L), nth0(0, L, E, R).
n1(E, R) :- l(L), nth1(1, L, E, R).
n2(I) :- l(L), nth0(I, L, c).
s4(R) :- select(b, [a, b, c], x, R).
sc(R) :- selectchk(a, [a, b, a], z, R).
pm(N) :- findall(P, permutation([a, a, b], P), Ps), length(Ps, N).
query(n0(_, _)). query(n1(_, _)). query(n2(_)). query(s4(_)). query(sc(_)). query(pm(_)).
