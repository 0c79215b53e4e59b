% hunt23: the same left recursion where an open call's answer differs from the ground call's (\+ s(X) fails with X unbound): ProbLog keeps the ground call's own node there, and lists n(j) with its probability
0.3::s(X) :- p(X).
p(j). p(k).
t(X) :- ( s(X) ; \+ s(X) ).
t(X) :- t(Y), f(X, Y).
f(z, w).
n(X) :- s(X), \+ m(X).
m(X) :- m(X).
evidence(t(j), true).
query(n(_)).
