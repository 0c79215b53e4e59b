% written for this corpus by a find-only hunt (session 22; library(apply) and meta-calls)
% forall/2 quality check over a batch of parts
0.95::ok(p1). 0.9::ok(p2). 0.85::ok(p3).
part(p1). part(p2). part(p3).
batch_ok :- forall(part(P), ok(P)).
some_bad :- \+ batch_ok.
query(batch_ok).
query(some_bad).
