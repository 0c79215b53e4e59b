% a weather HMM over 20 steps with observations at 10 steps
0.6::state(0, sunny); 0.4::state(0, rainy).
0.7::state(T, sunny); 0.3::state(T, rainy) :- T > 0, T1 is T - 1, state(T1, sunny).
0.4::state(T, sunny); 0.6::state(T, rainy) :- T > 0, T1 is T - 1, state(T1, rainy).
0.6::obs(T, walk); 0.3::obs(T, shop); 0.1::obs(T, clean) :- state(T, sunny).
0.1::obs(T, walk); 0.4::obs(T, shop); 0.5::obs(T, clean) :- state(T, rainy).
evidence(obs(0, walk)).
evidence(obs(1, shop)).
evidence(obs(3, shop)).
evidence(obs(4, clean)).
evidence(obs(5, shop)).
evidence(obs(6, shop)).
evidence(obs(8, walk)).
evidence(obs(10, walk)).
evidence(obs(11, shop)).
evidence(obs(13, clean)).
query(state(19, _)).
query(state(10, rainy)).
