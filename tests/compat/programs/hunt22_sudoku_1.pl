% 4x4 sudoku with the free cells chosen by annotated disjunctions; P(the grid is valid) and a cell's distribution given validity
:- use_module(library(lists)).
1/4::v(r1c2, 1); 1/4::v(r1c2, 2); 1/4::v(r1c2, 3); 1/4::v(r1c2, 4).
1/2::v(r2c3, 1); 1/2::v(r2c3, 3).
1/3::v(r3c1, 2); 1/3::v(r3c1, 3); 1/3::v(r3c1, 4).
grid([[1, A, 3, 4], [3, 4, B, 2], [C, 1, 4, 3], [4, 3, 2, 1]]) :- v(r1c2, A), v(r2c3, B), v(r3c1, C).
distinct(L) :- sort(L, S), length(L, N), length(S, N).
rows_ok([]).
rows_ok([R|Rs]) :- distinct(R), rows_ok(Rs).
col(I, G, C) :- findall(X, (member(R, G), nth1(I, R, X)), C).
cols_ok(G) :- col(1, G, C1), distinct(C1), col(2, G, C2), distinct(C2), col(3, G, C3), distinct(C3), col(4, G, C4), distinct(C4).
valid :- grid(G), rows_ok(G), cols_ok(G).
query(valid).
query(v(r1c2, _)).
evidence(valid).
