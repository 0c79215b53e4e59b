mk(0, []).
mk(N, [x|T]) :- N > 0, M is N - 1, mk(M, T).
cnt([], 0).
cnt([_|T], N) :- cnt(T, M), N is M + 1.
0.5::ok.
big :- ok, mk(700, L), cnt(L, N), N =:= 700.
query(big).
