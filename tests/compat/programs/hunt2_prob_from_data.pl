% probabilities computed from data in the clause head
rate(ann, 0.2). rate(bob, 0.45). rate(cid, 0.8).
P::late(X) :- rate(X, P).
Q::on_time(X) :- rate(X, P), Q is 1 - P.
P::either(X, Y) :- rate(X, A), rate(Y, B), X @< Y, P is max(A, B).
query(late(_)). query(on_time(_)). query(either(_, _)).
