% PRISM-style msw with values/2 lists turned into uniform choices by a generic rule over nth0 and a probabilistic-clause weight computed from the list length
:- use_module(library(lists)).
values(coin, [h, t]).
values(die, [1, 2, 3]).
P::pick(Sw, T, I) :- values(Sw, Vs), length(Vs, N), P is 1 / N, between(1, N, I0), I is I0 - 1, T = T.
msw(Sw, T, V) :- values(Sw, Vs), nth0(I, Vs, V), pick(Sw, T, I).
query(msw(coin, 1, h)).
query(msw(die, 1, _)).
