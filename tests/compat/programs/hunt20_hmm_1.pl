% HMM: weather with two states over five steps, observations and the most recent state
0.5::start(sun); 0.5::start(rain).
0.6::trans(T, sun, sun); 0.4::trans(T, sun, rain).
0.2::trans(T, rain, sun); 0.8::trans(T, rain, rain).
0.9::obs(T, sun, dry); 0.1::obs(T, sun, wet).
0.3::obs(T, rain, dry); 0.7::obs(T, rain, wet).
state(0, S) :- start(S).
state(T, S) :- T > 0, T1 is T - 1, state(T1, S1), trans(T1, S1, S).
emit(T, O) :- state(T, S), obs(T, S, O).
evidence(emit(0, dry)). evidence(emit(1, wet)). evidence(emit(2, wet)).
evidence(emit(3, dry)). evidence(emit(4, wet)).
query(state(4, _)).
query(state(2, rain)).
