% level by nested conditions written with negation (ProbLog 2.3 has no ->)
:- use_module(library(lists)).
0.3::rain; 0.5::cloudy; 0.2::sun.
temp(cold) :- rain.
temp(warm) :- \+ rain.
level(N, high) :- N > 5.
level(N, mid) :- N =< 5, N > 2.
level(N, low) :- N =< 2.
0.5::alert(L) :- member(N, [1,3,7]), level(N, L).
query(temp(_)).
query(alert(_)).
