% written for this corpus by a find-only hunt (session 23; Sterling & Shapiro / 99 problems recursion)
% Sterling & Shapiro: naive reverse and accumulator reverse of a 200-element list, gated by a coin
:- use_module(library(lists)).
0.4::use_naive.
nrev([], []).
nrev([X|Xs], R) :- nrev(Xs, R1), append(R1, [X], R).
rev(Xs, R) :- rev(Xs, [], R).
rev([], A, A).
rev([X|Xs], A, R) :- rev(Xs, [X|A], R).
reversed(N, First) :- numlist(1, N, L), use_naive, nrev(L, [First|_]).
reversed(N, First) :- numlist(1, N, L), \+ use_naive, rev(L, [First|_]).
same(N) :- numlist(1, N, L), nrev(L, A), rev(L, B), A == B.
query(reversed(200, _)).
query(same(150)).
