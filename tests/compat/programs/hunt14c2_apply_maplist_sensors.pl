% written for this corpus by a find-only hunt (session 22; library(apply) and meta-calls)
% sensors with maplist and foldl: are all readings in range, their sum
:- use_module(library(apply)).
:- use_module(library(lists)).
0.9::works(s1). 0.8::works(s2). 0.7::works(s3).
reading(S, 10) :- works(S).
reading(S, 0) :- \+ works(S).
sensors([s1, s2, s3]).
readings(Vs) :- sensors(Ss), maplist(reading, Ss, Vs).
add(X, A, B) :- B is A + X.
total(T) :- readings(Vs), foldl(add, Vs, 0, T).
all_ok :- sensors(Ss), maplist(works, Ss).
query(total(T)).
query(all_ok).
