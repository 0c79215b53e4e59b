% hunt12: a three-step HMM; the states of the last step collected and sorted
0.6::s(0, hot); 0.4::s(0, cold).
0.7::s(T, hot); 0.3::s(T, cold) :- T > 0, T < 3, P is T - 1, s(P, hot).
0.4::s(T, hot); 0.6::s(T, cold) :- T > 0, T < 3, P is T - 1, s(P, cold).
0.9::obs(T, ice) :- s(T, cold).
0.2::obs(T, ice) :- s(T, hot).
seen(L) :- findall(S, s(2, S), L0), sort(L0, L).
evidence(obs(1, ice)).
query(s(2, _)).
query(seen(_)).
