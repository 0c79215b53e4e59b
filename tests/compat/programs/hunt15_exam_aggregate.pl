% exam grading with aggregate heads over probabilistic scores
:- use_module(library(aggregate)).
0.8::passed(ann, math). 0.6::passed(ann, art). 0.5::passed(bob, math). 0.9::passed(bob, art). 0.3::passed(cid, math).
credits(math, 6). credits(art, 3).
total(S, sum<C>) :- passed(S, Sub), credits(Sub, C).
best(S, max<C>) :- passed(S, Sub), credits(Sub, C).
query(total(_, _)). query(best(_, _)).
