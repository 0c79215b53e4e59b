:- use_module(library(lists)).
s(X, on) :- X = k1.
s(k2, on).
0.5::s(k3, on).
r(E-R) :- findall(X, s(X, on), L), nth0(0, L, E, R).
query(r(_)).
