% importing selected predicates from libraries
:- use_module(library(lists), [member/2, sum_list/2]).
:- use_module(library(apply), [foldl/4]).
0.5::val(1). 0.5::val(2). 0.5::val(3).
s(S) :- findall(X, val(X), L), sum_list(L, S).
m(X) :- member(X, [1, 2]), val(X).
prod(P) :- findall(X, val(X), L), foldl(mul, L, 1, P).
mul(X, A, B) :- B is A * X.
query(s(_)). query(m(_)). query(prod(_)).
