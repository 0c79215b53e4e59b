% HMM: filtering with evidence given as evidence/2 rules and a negative observation
0.6::s(0, up); 0.4::s(0, down).
0.9::s(T, up); 0.1::s(T, down) :- between(1, 4, T), P is T - 1, s(P, up).
0.3::s(T, up); 0.7::s(T, down) :- between(1, 4, T), P is T - 1, s(P, down).
0.75::signal(T) :- s(T, up).
0.2::signal(T) :- s(T, down).
seen(1, true). seen(2, false). seen(3, true).
evidence(signal(T), V) :- seen(T, V).
query(s(T, up)) :- between(0, 4, T).
