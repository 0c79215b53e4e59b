% sensor fusion: three noisy sensors vote on a hidden state, majority by counting with findall
:- use_module(library(lists)).
0.3::fire.
sensor(s1, 0.9, 0.1). sensor(s2, 0.8, 0.2). sensor(s3, 0.7, 0.05).
TP::alarm(S) :- fire, sensor(S, TP, _).
FP::alarm(S) :- \+ fire, sensor(S, _, FP).
votes(N) :- findall(S, alarm(S), L), length(L, N).
majority :- votes(N), N >= 2.
evidence(alarm(s1)).
query(fire). query(majority). query(votes(_)).
