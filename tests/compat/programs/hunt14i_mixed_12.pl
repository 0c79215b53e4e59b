% graph colouring with random edges
:- use_module(library(lists)).
0.5::e(1, 2). 0.5::e(2, 3). 0.5::e(1, 3).
col(r). col(g).
conflict([C1, C2, C3]) :- e(1, 2), C1 == C2.
conflict([C1, C2, C3]) :- e(2, 3), C2 == C3.
conflict([C1, C2, C3]) :- e(1, 3), C1 == C3.
colourable :- col(A), col(B), col(C), \+ conflict([A, B, C]).
query(colourable).
