% matrix transpose and multiplication with lists
:- use_module(library(lists)).
transpose([[]|_], []).
transpose(M, [C|Cs]) :- M = [[_|_]|_], heads(M, C, R), transpose(R, Cs).
heads([], [], []).
heads([[H|T]|Rs], [H|Hs], [T|Ts]) :- heads(Rs, Hs, Ts).
dot([], [], 0).
dot([A|As], [B|Bs], S) :- dot(As, Bs, S0), S is S0 + A * B.
row_mul(R, Cols, Out) :- findall(V, (member(C, Cols), dot(R, C, V)), Out).
mmul(A, B, C) :- transpose(B, BT), findall(Row, (member(R, A), row_mul(R, BT, Row)), C).
query(transpose([[1,2,3],[4,5,6]], _)).
query(mmul([[1,2],[3,4]], [[5,6],[7,8]], _)).
