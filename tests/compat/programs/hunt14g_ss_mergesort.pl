% written for this corpus by a find-only hunt (session 23; Sterling & Shapiro / 99 problems recursion)
% Sterling & Shapiro's merge sort of a 200-element list; the list depends on an AD
0.5::mult(3); 0.3::mult(7); 0.2::mult(11).
gen(0, _, []).
gen(N, M, [X|T]) :- N > 0, X is (N * M) mod 211, N1 is N - 1, gen(N1, M, T).
msort2([], []).
msort2([X], [X]).
msort2([X,Y|L], S) :- halve([X,Y|L], A, B), msort2(A, SA), msort2(B, SB), merge(SA, SB, S).
halve([], [], []).
halve([X], [X], []).
halve([X,Y|L], [X|A], [Y|B]) :- halve(L, A, B).
merge([], L, L).
merge([X|Xs], [], [X|Xs]).
merge([X|Xs], [Y|Ys], [X|Zs]) :- X =< Y, merge(Xs, [Y|Ys], Zs).
merge([X|Xs], [Y|Ys], [Y|Zs]) :- X > Y, merge([X|Xs], Ys, Zs).
nth(1, [X|_], X).
nth(N, [_|T], X) :- N > 1, N1 is N - 1, nth(N1, T, X).
median(M) :- mult(K), gen(200, K, L), msort2(L, S), nth(100, S, M).
query(median(_)).
