% a 5-step hidden Markov model written with ADs over time steps and evidence on emissions
0.6::h(0, rainy); 0.4::h(0, sunny).
0.7::h(T, rainy); 0.3::h(T, sunny) :- T > 0, T1 is T - 1, h(T1, rainy).
0.4::h(T, rainy); 0.6::h(T, sunny) :- T > 0, T1 is T - 1, h(T1, sunny).
0.1::o(T, walk); 0.4::o(T, shop); 0.5::o(T, clean) :- h(T, rainy).
0.6::o(T, walk); 0.3::o(T, shop); 0.1::o(T, clean) :- h(T, sunny).
evidence(o(0, walk)). evidence(o(1, shop)). evidence(o(2, clean)). evidence(o(3, walk)).
query(h(T, rainy)) :- between(0, 4, T).
