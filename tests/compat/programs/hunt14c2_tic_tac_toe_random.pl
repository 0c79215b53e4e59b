% written for this corpus by a find-only hunt (session 22; games)
% random tic-tac-toe finish: three free squares, X moves then O moves
free([3, 5, 7]).
line([1, 5, 9]). line([3, 5, 7]). line([1, 2, 3]).
xs([1, 9]).
1/3::xmove(3) ; 1/3::xmove(5) ; 1/3::xmove(7).
x_has(S) :- xs(L), member(S, L).
x_has(S) :- xmove(S).
x_wins :- line(L), all_x(L).
all_x([]).
all_x([S|T]) :- x_has(S), all_x(T).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
query(x_wins).
query(xmove(M)).
