% a weather Markov chain over five days with an observation model, and a query rule over every day
0.5::w(0, sun) ; 0.5::w(0, rain).
0.8::w(T, sun) ; 0.2::w(T, rain) :- between(1, 4, T), T1 is T - 1, w(T1, sun).
0.4::w(T, sun) ; 0.6::w(T, rain) :- between(1, 4, T), T1 is T - 1, w(T1, rain).
0.9::umbrella(T) :- w(T, rain).
0.2::umbrella(T) :- w(T, sun).
day(T) :- between(0, 4, T).
evidence(umbrella(1)). evidence(umbrella(2)). evidence(umbrella(4), false).
query(w(T, rain)) :- day(T).
q(T) :- day(T), w(T, rain).
query(q(_)).
