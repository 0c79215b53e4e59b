% use_module/2 with an import list
:- use_module(library(lists), [member/2, sum_list/2]).
0.5::v(1). 0.5::v(2).
s(S) :- findall(X, v(X), L), sum_list(L, S).
m(X) :- member(X, [a, b]).
query(s(_)). query(m(_)).
