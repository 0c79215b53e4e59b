% dice: probability that the running total of three dice hits exactly 10, evidence that the first die is even
1/6::die(N, 1); 1/6::die(N, 2); 1/6::die(N, 3); 1/6::die(N, 4); 1/6::die(N, 5); 1/6::die(N, 6) :- between(1, 3, N).
total(0, 0).
total(N, S) :- between(1, 3, N), M is N - 1, total(M, S0), die(N, D), S is S0 + D.
even_first :- die(1, D), D mod 2 =:= 0.
hits(T) :- total(3, T).
evidence(even_first).
query(hits(10)).
query(hits(18)).
query(total(2, S)).
