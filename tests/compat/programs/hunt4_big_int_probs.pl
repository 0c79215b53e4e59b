n(12345678901234567890).
0.5::h(X) :- n(N), X is N * 2.
k(Y) :- h(X), Y is X mod 97.
query(k(Y)).
query(h(X)).
