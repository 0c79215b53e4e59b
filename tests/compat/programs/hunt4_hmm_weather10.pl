% HMM with 10 time steps, observations on several steps
0.5::start(sun); 0.5::start(rain).
0.7::trans(T, sun, sun); 0.3::trans(T, sun, rain).
0.4::trans(T, rain, sun); 0.6::trans(T, rain, rain).
0.9::emit(T, sun, dry); 0.1::emit(T, sun, wet).
0.2::emit(T, rain, dry); 0.8::emit(T, rain, wet).
state(0, S) :- start(S).
state(T, S) :- T > 0, T1 is T - 1, state(T1, S0), trans(T1, S0, S).
obs(T, O) :- state(T, S), emit(T, S, O).
evidence(obs(0, dry)). evidence(obs(2, wet)). evidence(obs(3, wet)). evidence(obs(7, dry)).
query(state(5, rain)).
query(state(9, sun)).
query(obs(10, wet)).
