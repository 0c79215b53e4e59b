mk(0, []).
mk(N, [_|T]) :- N > 0, M is N - 1, mk(M, T).
query(mk(3, _)).
query(mk(0, _)).
slots(L) :- mk(4, L).
query(slots(_)).
