% numbers in answers: averages, integer division and float results printed in ground answers
:- use_module(library(lists)).
score(a, 7). score(b, 8). score(c, 10).
0.5::counted(X) :- score(X, _).
mean(M) :- findall(S, (score(X, S), counted(X)), L), L \= [], sum_list(L, T), length(L, N), M is T / N.
half(H) :- score(c, S), H is S / 2.
third(H) :- score(c, S), H is S // 3.
root(R) :- score(b, S), R is sqrt(S).
query(mean(M)).
query(half(H)).
query(third(T)).
query(root(R)).
