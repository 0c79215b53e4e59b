0.6::f(a). 0.3::f(b).
s(X) :- f(X).
s(X) :- t(X).
t(X) :- s(X), \+ u.
0.5::u.
query(s(a)).
query(t(b)).
