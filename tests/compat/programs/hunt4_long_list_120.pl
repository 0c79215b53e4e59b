:- use_module(library(lists)).
range(I, N, []) :- I > N.
range(I, N, [I|T]) :- I =< N, J is I + 1, range(J, N, T).
sumsq([], 0).
sumsq([X|T], S) :- sumsq(T, S0), S is S0 + X * X.
big(L) :- range(1, 120, L).
r(S) :- big(L), sumsq(L, S).
n(N) :- big(L), length(L, N).
last120(X) :- big(L), last(L, X).
rev_first(X) :- big(L), reverse(L, [X|_]).
query(r(S)).
query(n(N)).
query(last120(X)).
query(rev_first(X)).
