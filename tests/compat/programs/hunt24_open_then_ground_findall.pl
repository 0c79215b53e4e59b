% hunt24: ground calls after an open call of the same predicate (ProbLog's cache of ground answers): findall over annotated disjunctions, evidence on one outcome; reds(3, 3) is no answer of the open call given the evidence, so it is grounded afresh
:- use_module(library(lists)).
1/3::colour(T, red); 1/3::colour(T, green); 1/3::colour(T, blue).
reds(N, K) :- findall(T, (between(1, N, T), colour(T, red)), L), length(L, K).
many_reds(N) :- reds(N, K), K >= 2.
evidence(colour(2, green)).
query(many_reds(3)).
query(reds(3, 1)).
query(reds(3, 0)).
query(reds(3, 3)).
