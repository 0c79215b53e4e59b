% hunt9: agg head (ninth hunt: meta-calls, libraries, evidence forms, syntax, tabling)
:- use_module(library(aggregate)).
0.5::sal(a, 10). 0.5::sal(a, 20). sal(b, 5).
tot(D, sum<S>) :- sal(D, S).
mx(D, max<S>) :- sal(D, S).
av(D, avg<S>) :- sal(D, S).
query(tot(_,_)). query(mx(_,_)). query(av(_,_)).
