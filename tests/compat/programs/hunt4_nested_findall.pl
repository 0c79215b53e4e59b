:- use_module(library(lists)).
g(1, [a, b]). g(2, [c]). g(3, []).
0.5::keep(X) :- member(X, [a, b, c]).
groups(R) :- findall(N-K, (g(N, L), findall(X, (member(X, L), keep(X)), K)), R).
sizes(S) :- findall(N, (g(_, L), length(L, N)), S).
query(groups(R)).
query(sizes(S)).
