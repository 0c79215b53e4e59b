% nested lists: transpose and dot products
transpose([[]|_], []).
transpose(M, [Col|Cols]) :- M = [[_|_]|_], firsts(M, Col, Rest), transpose(Rest, Cols).
firsts([], [], []).
firsts([[H|T]|Rows], [H|Hs], [T|Ts]) :- firsts(Rows, Hs, Ts).
dot([], [], 0).
dot([X|Xs], [Y|Ys], D) :- dot(Xs, Ys, D0), D is D0 + X * Y.
mmul(A, B, C) :- transpose(B, BT), rows(A, BT, C).
rows([], _, []).
rows([R|Rs], BT, [CR|CRs]) :- cols(BT, R, CR), rows(Rs, BT, CRs).
cols([], _, []).
cols([C|Cs], R, [D|Ds]) :- dot(R, C, D), cols(Cs, R, Ds).
query(transpose([[1,2,3],[4,5,6]], _)).
query(mmul([[1,2],[3,4]], [[0.5,-1],[2,0]], _)).
