% length/2 in both modes, nth0/nth1 lookups and generation
:- use_module(library(lists)).
0.5::len(2); 0.5::len(3).
count(N) :- length([a, b, c, d], N).
pick0(X) :- nth0(2, [a, b, c, d], X).
pick1(X) :- nth1(2, [a, b, c, d], X).
rest(R) :- nth0(1, [a, b, c], _, R).
query(count(_)). query(pick0(_)). query(pick1(_)).
query(rest(_)).
mk(L) :- len(N), length(L, N), fill(L).
fill([]).
fill([z|T]) :- fill(T).
query(mk(_)).
