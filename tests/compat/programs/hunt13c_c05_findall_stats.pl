% written for this corpus by a find-only hunt (session 21; c05_findall_stats)
:- use_module(library(lists)).
0.3::sick(P) :- person(P).
person(ann). person(bob). person(cid). person(dan).
0.5::tested(P) :- person(P).
positive(P) :- sick(P), tested(P).
count_pos(N) :- findall(P, positive(P), L), length(L, N).
some_pos :- count_pos(N), N > 0.
avg_age(A) :- findall(X, (person(P), age(P, X)), L), sum_list(L, S), length(L, N), A is S / N.
age(ann, 30). age(bob, 41). age(cid, 25). age(dan, 60).
oldest_sick(P) :- findall(A-Q, (sick(Q), age(Q, A)), L), L \= [], max_member(_-P, L).
query(count_pos(_)).
query(some_pos).
query(avg_age(_)).
query(oldest_sick(_)).
