% hunt6 (ProbLog compatibility, 6th hunt): aggregate max evidence ad
:- use_module(library(aggregate)).
0.3::bid(ann, 10); 0.7::bid(ann, 20).
0.5::bid(bob, 15); 0.5::bid(bob, 25).
top(max<B>) :- bid(_, B).
per(P, max<B>) :- bid(P, B).
evidence(bid(bob, 15)).
query(top(_)). query(per(_, _)).
