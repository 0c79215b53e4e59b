% combined: a PRISM-style process of 5-sided dice (an AD per throw), findall over the throws with between/3, sum_list, arithmetic with mod, evidence on one throw
:- use_module(library(lists)).
1/5::die(T, 1); 1/5::die(T, 2); 1/5::die(T, 3); 1/5::die(T, 4); 1/5::die(T, 5).
total(N, S) :- findall(V, (between(1, N, T), die(T, V)), L), sum_list(L, S).
even_total(N) :- total(N, S), S mod 2 =:= 0.
big(N) :- total(N, S), S >= 3 * N + 1.
evidence(die(1, 5)).
query(even_total(2)).
query(big(2)).
query(total(2, 6)).
