0.2::die(1); 0.3::die(2); 0.5::die(3).
n(N) :- findall(V, die(V), L), length(L, N).
query(n(_)).
query(die(_)).
evidence(die(2)).
