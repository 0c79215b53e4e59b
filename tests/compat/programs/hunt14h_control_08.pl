% once/1, forall/2 and \+ over probabilistic and deterministic goals
0.6::ok(a). 0.7::ok(b). 0.2::ok(c).
part(a). part(b). part(c).
any_ok :- once(ok(_)).
all_ok :- forall(part(P), ok(P)).
some_bad :- \+ forall(part(P), ok(P)).
ab_ok :- forall(member(P, [a, b]), ok(P)).
query(any_ok). query(all_ok). query(some_bad). query(ab_ok).
:- use_module(library(lists)).
