% library(aggregate): avg<S> per group, groups present only in the worlds where they have members
:- use_module(library(aggregate)).
emp(ann). emp(bob). emp(cid). emp(dan).
0.3::works(ann, sales). 0.6::works(bob, sales). works(cid, dev). 0.5::works(dan, dev).
pay(ann, 10). pay(bob, 20). pay(cid, 30). pay(dan, 50).
avg_pay(D, avg<S>) :- emp(E), works(E, D), pay(E, S).
query(avg_pay(_, _)).
