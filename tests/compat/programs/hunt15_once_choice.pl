% once/1 picking the first available server in a preference list (a helper predicate, as ProbLog calls no conjunction)
:- use_module(library(lists)).
0.6::up(s1). 0.7::up(s2). 0.9::up(s3).
pref([s1, s2, s3]).
avail(S) :- pref(L), member(S, L), up(S).
serve(S) :- once(avail(S)).
first(S) :- once(avail(X)), S = X.
served :- once(serve(_)).
query(serve(_)). query(first(_)). query(served).
