% Markov chain: distribution at each step
0.5::step(T, a, a); 0.3::step(T, a, b); 0.2::step(T, a, c).
0.1::step(T, b, a); 0.6::step(T, b, b); 0.3::step(T, b, c).
0.25::step(T, c, a); 0.25::step(T, c, b); 0.5::step(T, c, c).
at(0, a).
at(T, Y) :- T > 0, P is T - 1, at(P, X), step(P, X, Y).
query(at(3, S)).
query(at(5, c)).
