% written for this corpus by a find-only hunt (session 22; noisy cellular automaton over time steps)
% noisy 1D cellular automaton (rule: a cell lives if exactly one neighbour lived)
cell(1). cell(2). cell(3).
0.5::alive(0, C) :- cell(C).
0.1::noise(T, C) :- cell(C).
lived(T, C) :- alive(T, C).
alive(T, C) :- T > 0, T =< 2, cell(C), P is T - 1, L is C - 1, R is C + 1, count(P, [L, R], 1), \+ noise(T, C).
alive(T, C) :- T > 0, T =< 2, cell(C), P is T - 1, L is C - 1, R is C + 1, \+ count(P, [L, R], 1), noise(T, C).
count(T, Ns, K) :- findall(N, (member(N, Ns), cell(N), alive(T, N)), L), length(L, K).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
query(alive(2, 2)).
