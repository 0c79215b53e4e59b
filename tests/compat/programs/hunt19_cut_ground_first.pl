% hunt19: a ground call of a library(cut) rule made before the open one is evaluated for itself (certain here), and the open call's answers are its own, as in ProbLog
:- use_module(library(cut)).
0.2::w(sun); 0.5::w(rain); 0.3::w(snow).
act(1, ski) :- w(snow).
act(2, read) :- w(rain).
act(3, walk).
plan(A) :- cut(act(A)).
walk_only :- plan(walk).
query(walk_only).
query(plan(_)).
