% hunt10: a small weather HMM over four steps with observations as evidence
0.5::weather(sun, 0); 0.5::weather(rain, 0).
0.6::weather(sun, T); 0.4::weather(rain, T) :- T > 0, Tp is T - 1, weather(sun, Tp).
0.2::weather(sun, T); 0.8::weather(rain, T) :- T > 0, Tp is T - 1, weather(rain, Tp).
0.1::umbrella(T) :- weather(sun, T).
0.9::umbrella(T) :- weather(rain, T).
evidence(umbrella(0), true).
evidence(umbrella(1), true).
evidence(umbrella(2), false).
evidence(umbrella(3), true).
query(weather(_, 3)).
query(weather(rain, 2)).
