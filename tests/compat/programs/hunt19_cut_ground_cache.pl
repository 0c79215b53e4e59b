% hunt19: after an open call of a library(cut) rule completes with ground answers, a later ground call reuses that answer (ProbLog's cache of ground answers), though cut(act(walk)) alone would be certain
:- use_module(library(cut)).
0.2::w(sun); 0.5::w(rain); 0.3::w(snow).
act(1, ski) :- w(snow).
act(2, read) :- w(rain).
act(3, walk).
plan(A) :- cut(act(A)).
open_air(ski).
open_air(walk).
outdoor :- open_air(A), plan(A).
aux(A) :- open_air(A).
outdoor2 :- aux(A), plan(A).
walk_only :- plan(walk).
stay_in :- \+ outdoor.
query(plan(_)).
query(outdoor).
query(outdoor2).
query(walk_only).
query(stay_in).
