% use_module(library('lists.pl')): a library named with its file suffix loads the library, as in ProbLog 2.3
:- use_module(library('lists.pl')).
0.4::pick(1). 0.7::pick(2).
ok(X) :- member(X, [1, 2, 3]), pick(X).
s(S) :- findall(X, ok(X), L), sum_list(L, S).
query(ok(_)).
query(s(_)).
