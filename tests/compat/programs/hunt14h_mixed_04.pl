% maplist with closures over probabilistic predicates
:- use_module(library(apply)).
0.9::works(s1). 0.8::works(s2). 0.7::works(s3).
sensor(s1). sensor(s2). sensor(s3).
all_work(L) :- maplist(works, L).
reading(S, R) :- works(S), R = ok.
reading(S, R) :- \+ works(S), R = broken.
readings(Rs) :- maplist(reading, [s1, s2, s3], Rs).
query(all_work([s1, s2])).
query(all_work([s1, s2, s3])).
query(readings(_)).
