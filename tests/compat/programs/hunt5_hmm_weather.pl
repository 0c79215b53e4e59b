% hidden Markov model over four steps with observations
0.5::h(0, sun); 0.5::h(0, rain).
0.7::h(T, sun); 0.3::h(T, rain) :- T > 0, T1 is T - 1, h(T1, sun).
0.4::h(T, sun); 0.6::h(T, rain) :- T > 0, T1 is T - 1, h(T1, rain).
0.9::o(T, dry); 0.1::o(T, wet) :- h(T, sun).
0.2::o(T, dry); 0.8::o(T, wet) :- h(T, rain).
evidence(o(0, dry)). evidence(o(1, wet)). evidence(o(2, wet)). evidence(o(3, dry)).
query(h(3, sun)). query(h(2, rain)). query(h(0, sun)).
