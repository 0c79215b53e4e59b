% deep deterministic recursion: counting down from 800, list of 600 elements
count(0, 0).
count(N, S) :- N > 0, N1 is N - 1, count(N1, S1), S is S1 + N.
mklist(0, []).
mklist(N, [N|T]) :- N > 0, N1 is N - 1, mklist(N1, T).
len([], 0).
len([_|T], N) :- len(T, M), N is M + 1.
0.5::start.
ok(S) :- start, count(800, S).
ok2(N) :- mklist(600, L), len(L, N).
query(ok(_)).
query(ok2(_)).
