% probabilities read from a table into the head annotation, with a derived query
pr(x, 0.3). pr(y, 0.6). pr(z, 0.05).
P::p(X) :- pr(X, P).
any :- p(_).
two :- p(A), p(B), A @< B.
query(p(_)). query(any). query(two).
