% hunt24: an open call and a ground call of one of its answers in one rule body, under evidence on an annotated-disjunction fact: the ground call takes the open call's answer (ProbLog's cache), findall and sum_list inside
:- use_module(library(lists)).
1/4::die(T, 1); 1/4::die(T, 2); 1/4::die(T, 3); 1/4::die(T, 4).
sum2(S) :- findall(V, (between(1, 2, T), die(T, V)), L), sum_list(L, S).
check :- sum2(S), S > 4, sum2(5).
odd_or_five :- sum2(S), 1 is S mod 2.
odd_or_five :- sum2(5).
evidence(die(2, 3)).
query(check).
query(odd_or_five).
query(sum2(5)).
query(sum2(8)).
