% weather HMM over 3 steps with observations as evidence
0.5::weather(0, sun); 0.5::weather(0, rain).
0.6::weather(T, sun); 0.4::weather(T, rain) :- T > 0, Tp is T-1, weather(Tp, sun).
0.2::weather(T, sun); 0.8::weather(T, rain) :- T > 0, Tp is T-1, weather(Tp, rain).
0.9::umbrella(T) :- weather(T, rain).
0.2::umbrella(T) :- weather(T, sun).
evidence(umbrella(0)).
evidence(umbrella(1), false).
evidence(umbrella(2)).
query(weather(2, _)).
query(weather(1, rain)).
