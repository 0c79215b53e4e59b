% SDD compilation speed: a 40-step weather HMM (hidden sun/rain, observed umbrella) with evidence; the variable order must follow the chain (issue 14).
0.5::weather(sun,0) ; 0.5::weather(rain,0).
0.7::weather(sun,T) ; 0.3::weather(rain,T) :- T > 0, T1 is T - 1, weather(sun,T1).
0.4::weather(sun,T) ; 0.6::weather(rain,T) :- T > 0, T1 is T - 1, weather(rain,T1).
0.1::umbrella(T) :- weather(sun,T).
0.8::umbrella(T) :- weather(rain,T).
evidence(umbrella(0), true).
evidence(umbrella(5), false).
evidence(umbrella(10), true).
evidence(umbrella(20), true).
evidence(umbrella(30), false).
query(weather(sun,40)).
query(weather(rain,40)).
query(umbrella(40)).
