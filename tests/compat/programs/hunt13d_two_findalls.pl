0.2::die(1); 0.3::die(2); 0.5::die(3).
big(X) :- die(X), X > 1.
n(N) :- findall(V, big(V), L), length(L, N).
m(L) :- findall(V, die(V), L).
query(n(_)).
query(m(_)).
query(big(_)).
query(die(_)).
evidence(die(3)).
