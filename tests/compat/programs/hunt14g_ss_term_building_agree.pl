% written for this corpus by a find-only hunt (session 23; Sterling & Shapiro / 99 problems recursion)
% building terms with =.., length/2 and unification (the forms where ProbLog 2.3 binds as Prolog does)
0.3::wide.
c1(L) :- length(L, 2), L = [a|_], nth_(2, L, b).
nth_(1, [X|_], X).
nth_(N, [_|T], X) :- N > 1, M is N - 1, nth_(M, T, X).
c2(T) :- T =.. [f, X, Y], X = 1, Y = 2.
c4(L) :- length(L, 2), L = [X, X], X = z.
c7(T) :- T = f(_, _), fill(T).
fill(f(a, _)).
c8(P) :- P = [_|_], P = [x, y].
shape(T) :- wide, T =.. [box, 10, 2].
shape(T) :- \+ wide, T =.. [box, 2, 10].
area(A) :- shape(T), T =.. [_, W, H], A is W * H.
width(W) :- shape(T), arg(1, T, W).
query(c1(_)). query(c2(_)). query(c4(_)). query(c7(_)). query(c8(_)). query(shape(_)). query(area(_)). query(width(_)).
