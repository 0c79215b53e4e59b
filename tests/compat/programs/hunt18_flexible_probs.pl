% flexible probabilities: P::fact(X) :- data(X, P), with computed and table-driven probabilities
bias(c1, 0.5). bias(c2, 0.9). bias(c3, 0.25).
P::heads(C) :- bias(C, P).
risk(young, 2). risk(mid, 5). risk(old, 8).
P::claim(G) :- risk(G, R), P is R / 10.
P::decays(N) :- between(1, 4, N), P is 0.5 ** N.
two_heads :- heads(c1), heads(c3).
any_claim :- claim(_).
query(heads(C)).
query(two_heads).
query(claim(G)).
query(any_claim).
query(decays(N)).
