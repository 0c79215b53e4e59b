% hunt19: a mutant of hunt13c_b03_hmm.pl: prob-expr clause 1 0.5*1; disj-goals clause 8 goal 1; nest-agg-count clause 13 goal 1 (seed 1903, --set hunt19 --steps 3) that agrees with ProbLog, kept as a regression program
0.5::start(rain); 0.5*1::start(sun).
0.7::trans(T, rain, rain); 0.3::trans(T, rain, sun).
0.4::trans(T, sun, rain); 0.6::trans(T, sun, sun).
0.9::emit(T, rain, umbrella); 0.1::emit(T, rain, none).
0.2::emit(T, sun, umbrella); 0.8::emit(T, sun, none).
state(0, S) :- start(S).
state(T, S) :- T > 0, T1 is T - 1, state(T1, S0), trans(T1, S0, S).
obs(T, O) :- ( state(T, S) ; emit(T, S, O) ).
evidence(obs(0, umbrella)).
evidence(obs(1, umbrella)).
evidence(obs(2, none)).
evidence(obs(3, umbrella)).
query(state(T, rain)) :- findall(x_, (between(0, 4, T)), L_12x0), length(L_12x0, N_12x0), N_12x0 > 0, between(0, 4, T).
:- use_module(library(lists)).
