% probabilistic rule with variable probability and several body literals
rate(alice, 0.3). rate(bob, 0.6).
friend(alice, bob).
P::infects(X, Y) :- friend(X, Y), rate(X, P).
query(infects(_, _)).
