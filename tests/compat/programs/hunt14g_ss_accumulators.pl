% written for this corpus by a find-only hunt (session 23; Sterling & Shapiro / 99 problems recursion)
% accumulators: sum, max, average of a 300-element list, with a probabilistic offset
:- use_module(library(lists)).
0.25::offset(0); 0.25::offset(1); 0.5::offset(5).
data(L) :- numlist(1, 300, L0), offset(O), add_all(L0, O, L).
add_all([], _, []).
add_all([X|Xs], O, [Y|Ys]) :- Y is (X * X + O) mod 97, add_all(Xs, O, Ys).
sumacc([], S, S).
sumacc([X|Xs], A, S) :- A1 is A + X, sumacc(Xs, A1, S).
maxacc([], M, M).
maxacc([X|Xs], M0, M) :- M1 is max(M0, X), maxacc(Xs, M1, M).
stats(S, M) :- data(L), sumacc(L, 0, S), maxacc(L, 0, M).
big :- stats(S, _), S > 14000.
query(stats(_, _)).
query(big).
