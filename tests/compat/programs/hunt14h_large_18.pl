% a weather HMM over 10 steps with observations at 5 steps
0.6::state(0, sunny); 0.4::state(0, rainy).
0.7::state(T, sunny); 0.3::state(T, rainy) :- T > 0, T1 is T - 1, state(T1, sunny).
0.4::state(T, sunny); 0.6::state(T, rainy) :- T > 0, T1 is T - 1, state(T1, rainy).
0.6::obs(T, walk); 0.3::obs(T, shop); 0.1::obs(T, clean) :- state(T, sunny).
0.1::obs(T, walk); 0.4::obs(T, shop); 0.5::obs(T, clean) :- state(T, rainy).
evidence(obs(0, walk)).
evidence(obs(3, walk)).
evidence(obs(4, shop)).
evidence(obs(6, shop)).
evidence(obs(9, shop)).
query(state(9, _)).
query(state(5, rainy)).
