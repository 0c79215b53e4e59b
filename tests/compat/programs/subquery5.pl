% subquery/5: the semiring ("prob", "logprob") and evaluator names as strings; every exact
% evaluator gives 1 - 0.7*0.5 = 0.65 (by hand). "kbest" is in tests/logic/test_problog_builtins.py
% (ProbLog answers a Python pair there, which no term unifies with).
0.3::a. 0.5::b.
d :- a ; b.
pct(S, E, R) :- subquery(d, P, [], S, E), R is round(P * 1000).
e(S, E, R) :- member(S, ["prob", "logprob"]), member(E, ["sdd", "sddx", "nnf", "ddnnf", "fsdd"]), pct(S, E, R).
w :- subquery(d, P, [], "prob", "sdd"), P > 0.6, b.
query(e(_, _, _)). query(w).
:- use_module(library(lists)).
