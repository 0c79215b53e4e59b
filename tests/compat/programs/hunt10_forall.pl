% hunt10: forall/2 with probabilistic conditions
:- use_module(library(lists)).
0.6::ok(a). 0.7::ok(b). ok(c).
all_ok :- forall(member(X, [a, b, c]), ok(X)).
some_bad :- \+ forall(member(X, [a, b]), ok(X)).
query(all_ok). query(some_bad).
