% hunt8: append/3 and nth0/3 on a findall list of probabilistic facts
:- use_module(library(lists)).
0.5::x(a). 0.5::x(b).
s(L2) :- findall(X, x(X), L), append(L, [z], L2).
n(N) :- findall(X, x(X), L), nth0(0, L, N).
query(s(_)). query(n(_)).
