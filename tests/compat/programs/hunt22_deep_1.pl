% deep recursion: a 300-step deterministic countdown with accumulator, a long list built and summed, and a probabilistic guard at the end
:- use_module(library(lists)).
0.25::ok.
down(0, A, A).
down(N, A, R) :- N > 0, A1 is A + N, N1 is N - 1, down(N1, A1, R).
mk(0, []).
mk(N, [N|T]) :- N > 0, M is N - 1, mk(M, T).
r(S) :- ok, down(300, 0, S).
l(S) :- mk(300, L), sum_list(L, S0), length(L, K), S is S0 - K.
query(r(_)).
query(l(_)).
