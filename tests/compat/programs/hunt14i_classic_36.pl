% knights moves reachable in k steps
:- use_module(library(lists)).
mv(X/Y, X1/Y1) :- member(DX/DY, [1/2, 2/1, -1/2, -2/1, 1/(-2), 2/(-1), -1/(-2), -2/(-1)]),
    X1 is X + DX, Y1 is Y + DY, X1 >= 1, X1 =< 5, Y1 >= 1, Y1 =< 5.
reach(P, 0, P).
reach(P, K, Q) :- K > 0, mv(P, R), K1 is K - 1, reach(R, K1, Q).
n(K, N) :- findall(Q, reach(1/1, K, Q), L), sort(L, S), length(S, N).
query(n(1, _)).
query(n(2, _)).
query(n(3, _)).
