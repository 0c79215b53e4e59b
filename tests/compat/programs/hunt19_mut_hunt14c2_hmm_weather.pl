% hunt19: a mutant of hunt14c2_hmm_weather.pl: evidence-query state(3, sun) false; cond-else-true clause 8 goal 1 (seed 1903, --set hunt19 --steps 3) that agrees with ProbLog, kept as a regression program
0.5::start(sun) ; 0.5::start(rain).
0.6::trans(T, sun, sun) ; 0.4::trans(T, sun, rain).
0.2::trans(T, rain, sun) ; 0.8::trans(T, rain, rain).
0.9::emit(T, sun, dry) ; 0.1::emit(T, sun, wet).
0.3::emit(T, rain, dry) ; 0.7::emit(T, rain, wet).
state(0, S) :- start(S).
state(T, S) :- T > 0, T1 is T - 1, state(T1, S1), trans(T1, S1, S).
obs(T, O) :- ( state(T, S) ; \+ (state(T, S)) ), emit(T, S, O).
observe([], _).
observe([O|Os], T) :- obs(T, O), T1 is T + 1, observe(Os, T1).
seq_ok :- observe([dry, wet, wet, dry], 0).
evidence(seq_ok).
query(state(3, sun)).
query(state(1, W)).
query(state(4, sun)).
evidence(state(3, sun), false).
