% written for this corpus by a find-only hunt (session 23; Sterling & Shapiro / 99 problems recursion)
% "99 Prolog problems" P09-P13 (pack, encode, run-length) on a probabilistic string
:- use_module(library(lists)).
0.7::sym(I, x); 0.3::sym(I, y) :- between(1, 8, I).
word(L) :- w(1, L).
w(9, []).
w(I, [S|T]) :- I =< 8, sym(I, S), I1 is I + 1, w(I1, T).
pack([], []).
pack([X|Xs], [Z|Zs]) :- transfer(X, Xs, Ys, Z), pack(Ys, Zs).
transfer(X, [], [], [X]).
transfer(X, [Y|Ys], [Y|Ys], [X]) :- X \= Y.
transfer(X, [X|Xs], Ys, [X|Zs]) :- transfer(X, Xs, Ys, Zs).
encode(L1, L2) :- pack(L1, L), transform(L, L2).
transform([], []).
transform([[X|Xs]|Ys], [N-X|Zs]) :- length([X|Xs], N), transform(Ys, Zs).
runs(N) :- word(W), encode(W, E), length(E, N).
longest_x(M) :- word(W), encode(W, E), findall(K, member(K-x, E), Ks), max_list([0|Ks], M).
query(runs(_)).
query(longest_x(_)).
