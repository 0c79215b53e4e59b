% written for this corpus by a find-only hunt (session 23; control, meta-calls and query forms)
% A counting puzzle using call_nc/1 and nocache/2 on a helper predicate
:- use_module(library(lists)).
0.5::coin(1). 0.5::coin(2). 0.5::coin(3).
heads(N) :- findall(C, coin(C), L), length(L, N).
:- nocache(heads, 1).
majority :- call_nc(heads(N)), N >= 2.
query(majority).
query(heads(_)).
