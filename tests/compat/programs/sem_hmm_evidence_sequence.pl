% a two-state hidden Markov model with annotated disjunctions in rule heads and evidence at every step
0.6::h(0, s); 0.4::h(0, r).
0.7::h(T, s); 0.3::h(T, r) :- T > 0, P is T - 1, h(P, s).
0.4::h(T, s); 0.6::h(T, r) :- T > 0, P is T - 1, h(P, r).
0.9::o(T, dry); 0.1::o(T, wet) :- h(T, s).
0.3::o(T, dry); 0.7::o(T, wet) :- h(T, r).
evidence(o(0, dry)). evidence(o(1, wet)). evidence(o(2, wet)). evidence(o(3, dry)).
query(h(3, X)). query(h(1, s)).
