% naive reverse of a 150-element list, a classic Prolog benchmark, inside a probabilistic choice
:- use_module(library(lists)).
app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).
nrev([], []).
nrev([H|T], R) :- nrev(T, RT), app(RT, [H], R).
0.5::big.
len(N) :- big, N = 150.
len(N) :- \+ big, N = 60.
r(F) :- len(N), numlist(1, N, L), nrev(L, [F|_]).
query(r(_)).
