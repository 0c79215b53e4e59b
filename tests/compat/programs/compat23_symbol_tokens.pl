% written for this corpus (session 23; tokens: \\ as one prefix operator, ? as an atom)
% A minesweeper-like board: unknown cells hold the atom ?, and escaped markers use the
% two-backslash prefix operator \\ (one token in ProbLog, not \ twice).
0.3::mine(1, 2). 0.2::mine(2, 1). 0.25::mine(2, 2).

cell(1, 1, 0). cell(1, 2, ?). cell(2, 1, ?). cell(2, 2, ?).

shown(R, C, V) :- cell(R, C, V), V \= ?.
shown(R, C, mine) :- cell(R, C, ?), mine(R, C).
shown(R, C, clear) :- cell(R, C, ?), \+ mine(R, C).

unknown_count(N) :- findall(x, cell(_, _, ?), L), length(L, N).
marker(R, C, M) :- cell(R, C, ?), mine(R, C), M = \\ cell(R, C).
escaped(E) :- X = \\ 5, Y = \\(a), Z = [\\, ?, f(?)], E = e(X, Y, Z).

query(shown(_, _, _)).
query(unknown_count(_)).
query(marker(_, _, _)).
query(escaped(_)).
