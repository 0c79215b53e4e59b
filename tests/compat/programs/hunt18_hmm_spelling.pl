% hidden Markov model: a 15-step weather chain with evidence on the observations every other day
1/2::weather(0, sun); 1/2::weather(0, rain).
0.7::weather(T, sun); 0.3::weather(T, rain) :- T > 0, T1 is T - 1, weather(T1, sun).
0.4::weather(T, sun); 0.6::weather(T, rain) :- T > 0, T1 is T - 1, weather(T1, rain).
0.9::umbrella(T) :- weather(T, rain).
0.1::umbrella(T) :- weather(T, sun).
evidence(umbrella(1), true).
evidence(umbrella(3), true).
evidence(umbrella(5), false).
evidence(umbrella(7), true).
evidence(umbrella(9), false).
evidence(umbrella(11), true).
evidence(umbrella(13), true).
query(weather(14, W)).
query(weather(6, rain)).
query(weather(0, sun)).
