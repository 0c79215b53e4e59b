% hunt21: findall over the 10 outcomes of one AD: one list per outcome, the others 0 (the form past 20 outcomes is enumerated alone)
:- use_module(library(lists)).
1/10::d(1); 1/10::d(2); 1/10::d(3); 1/10::d(4); 1/10::d(5); 1/10::d(6); 1/10::d(7); 1/10::d(8); 1/10::d(9); 1/10::d(10).
r(L) :- findall(X, d(X), L).
n(N) :- findall(X, d(X), L), length(L, N).
s(S) :- findall(X, d(X), L), sum_list(L, S).
query(r([5])).
query(r([])).
query(n(_)).
query(s(10)).
