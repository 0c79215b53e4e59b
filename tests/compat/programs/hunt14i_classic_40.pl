% string of moves for a robot on a grid, counting reachable cells with a step budget
step(X-Y, X1-Y) :- X1 is X + 1, X1 =< 3.
step(X-Y, X-Y1) :- Y1 is Y + 1, Y1 =< 3.
step(X-Y, X1-Y) :- X1 is X - 1, X1 >= 0.
reach(P, 0, [P]).
reach(P, K, [P|R]) :- K > 0, step(P, Q), K1 is K - 1, reach(Q, K1, R).
cells(K, N) :- findall(E, (reach(0-0, K, Path), last_of(Path, E)), L), sort(L, S), length(S, N).
last_of([X], X).
last_of([_|T], X) :- last_of(T, X).
query(cells(2, _)).
query(cells(4, _)).
