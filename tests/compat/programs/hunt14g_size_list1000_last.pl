% written for this corpus by a find-only hunt (session 23; size: large tables, many queries, deep recursion)
% a list of 1,000 elements built by recursion, walked by recursion of depth 1,000
0.5::coin.
mk(0, []).
mk(N, [N|T]) :- N > 0, N1 is N - 1, mk(N1, T).
lst([X], X).
lst([_|T], X) :- lst(T, X).
len([], 0).
len([_|T], N) :- len(T, M), N is M + 1.
pick(X) :- coin, mk(1000, L), lst(L, X).
pick(X) :- \+ coin, mk(1000, [X|_]).
size(N) :- mk(1000, L), len(L, N).
query(pick(_)).
query(size(_)).
