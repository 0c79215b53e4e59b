% written for this corpus by a find-only hunt (session 23; library(lists) and library(apply))
% Noisy vector arithmetic with maplist/4, maplist/5 and foldl/6
:- use_module(library(apply)).
:- use_module(library(lists)).
0.7::noise(0); 0.3::noise(1).
vec(a, [1, 2, 3]). vec(b, [4, 0, 1]).
add(X, Y, Z) :- Z is X + Y.
axpy(A, X, Y, Z) :- Z is A * X + Y.
noisy(V, W) :- vec(V, L), noise(N), maplist(add(N), L, W).
combo(Z) :- vec(a, X), vec(b, Y), noise(N), A is N + 2, length(As, 3), maplist(=(A), As), maplist(axpy, As, X, Y, Z).
mac(P, Q, S0, S) :- S is S0 + P * Q.
dot(D) :- vec(a, X), noisy(b, Y), foldl(mac, X, Y, 0, D).
query(noisy(_, _)).
query(combo(_)).
query(dot(_)).
