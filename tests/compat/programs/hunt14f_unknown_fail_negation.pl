% written for this corpus by a find-only hunt (session 23; control, meta-calls and query forms)
% Optional data with :- unknown(fail): missing tables behave as empty relations, also under negation
:- unknown(fail).
0.7::customer(ann). 0.6::customer(bob).
vip(X) :- premium_member(X).
regular(X) :- customer(X), \+ vip(X).
blocked(X) :- customer(X), banned(X, _).
active(X) :- customer(X), \+ blocked(X).
query(regular(_)).
query(active(_)).
query(vip(ann)).
