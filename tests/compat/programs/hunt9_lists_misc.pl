% hunt9: lists misc (ninth hunt: meta-calls, libraries, evidence forms, syntax, tabling)
:- use_module(library(lists)).
0.5::p(1). 0.4::p(2). 0.3::p(3).
a(L) :- findall(X, p(X), L0), sum_list(L0, S), S > 2, max_list(L0, M), nth0(0, L0, F), L = [S, M, F].
b(L) :- findall(X, p(X), L0), reverse(L0, L).
c(X) :- findall(X0, p(X0), L), last(L, X).
d(N) :- findall(X, p(X), L), list_to_set(L, S), length(S, N).
query(a(_)). query(b(_)). query(c(_)). query(d(_)).
