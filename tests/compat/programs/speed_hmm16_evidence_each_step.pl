% speed: a 16-step two-state HMM with an observation at every step (a 400,000-edge SDD)
0.6::h(0, s); 0.4::h(0, r).
0.7::h(T, s); 0.3::h(T, r) :- T > 0, P is T - 1, h(P, s).
0.4::h(T, s); 0.6::h(T, r) :- T > 0, P is T - 1, h(P, r).
0.9::o(T, dry); 0.1::o(T, wet) :- h(T, s).
0.3::o(T, dry); 0.7::o(T, wet) :- h(T, r).
evidence(o(0, dry)).
evidence(o(1, dry)).
evidence(o(2, wet)).
evidence(o(3, dry)).
evidence(o(4, wet)).
evidence(o(5, wet)).
evidence(o(6, wet)).
evidence(o(7, wet)).
evidence(o(8, dry)).
evidence(o(9, dry)).
evidence(o(10, wet)).
evidence(o(11, dry)).
evidence(o(12, wet)).
evidence(o(13, wet)).
evidence(o(14, dry)).
evidence(o(15, wet)).
query(h(15, X)). query(h(0, s)).
