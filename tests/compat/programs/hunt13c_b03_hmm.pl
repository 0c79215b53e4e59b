% written for this corpus by a find-only hunt (session 21; b03_hmm)
0.5::start(rain); 0.5::start(sun).
0.7::trans(T, rain, rain); 0.3::trans(T, rain, sun).
0.4::trans(T, sun, rain); 0.6::trans(T, sun, sun).
0.9::emit(T, rain, umbrella); 0.1::emit(T, rain, none).
0.2::emit(T, sun, umbrella); 0.8::emit(T, sun, none).
state(0, S) :- start(S).
state(T, S) :- T > 0, T1 is T - 1, state(T1, S0), trans(T1, S0, S).
obs(T, O) :- state(T, S), emit(T, S, O).
evidence(obs(0, umbrella)).
evidence(obs(1, umbrella)).
evidence(obs(2, none)).
evidence(obs(3, umbrella)).
query(state(T, rain)) :- between(0, 4, T).
