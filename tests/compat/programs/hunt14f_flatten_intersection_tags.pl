% written for this corpus by a find-only hunt (session 23; library(lists) and library(apply))
% Tag recommendation: flatten nested tag lists and intersect with the user's interests
:- use_module(library(lists)).
doc(d1, [ai, [logic, prob]]).
doc(d2, [[web], db, [prob]]).
interest(u1, [prob, db, games]).
0.7::read(u1, d1). 0.4::read(u1, d2).
tags(D, T) :- doc(D, N), flatten(N, T).
common(U, D, C) :- read(U, D), tags(D, T), interest(U, I), intersection(T, I, C), C \= [].
query(common(u1, _, _)).
