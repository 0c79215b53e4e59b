count(0).
count(N) :- N > 0, M is N - 1, count(M).
len([], 0).
len([_|T], N) :- len(T, M), N is M + 1.
mk(0, []).
mk(N, [N|T]) :- N > 0, M is N - 1, mk(M, T).
deep :- count(1000).
l(N) :- mk(300, L), len(L, N).
query(deep).
query(l(N)).
