% deep deterministic recursion: counting down 500 and a list of 500 elements
count(0).
count(N) :- N > 0, M is N - 1, count(M).
len([], 0).
len([_|T], N) :- len(T, M), N is M + 1.
mk(0, []).
mk(N, [N|T]) :- N > 0, M is N - 1, mk(M, T).
t1 :- count(500).
t2(N) :- mk(500, L), len(L, N).
query(t1). query(t2(N)).
