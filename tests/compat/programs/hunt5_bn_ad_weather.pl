% multi-valued variables as annotated disjunctions
0.5::weather(sun); 0.3::weather(rain); 0.2::weather(snow).
0.9::traffic(low); 0.1::traffic(high) :- weather(sun).
0.4::traffic(low); 0.6::traffic(high) :- weather(rain).
0.1::traffic(low); 0.9::traffic(high) :- weather(snow).
late :- traffic(high).
0.1::late :- traffic(low).
evidence(late, true).
query(weather(W)).
query(traffic(T)).
