% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% three model over 7 time steps, evidence at every step
1/3::s(0, a); 1/3::s(0, b); 1/3::s(0, c).
3/18::s(T, a); 8/18::s(T, b); 7/18::s(T, c) :- T > 0, T1 is T - 1, s(T1, a).
3/7::e(T, x); 4/7::e(T, y) :- s(T, a).
8/21::s(T, a); 7/21::s(T, b); 6/21::s(T, c) :- T > 0, T1 is T - 1, s(T1, b).
1/2::e(T, x); 1/2::e(T, y) :- s(T, b).
5/11::s(T, a); 3/11::s(T, b); 3/11::s(T, c) :- T > 0, T1 is T - 1, s(T1, c).
2/7::e(T, x); 5/7::e(T, y) :- s(T, c).
evidence(e(0, x)).
evidence(e(1, y)).
evidence(e(2, y)).
evidence(e(3, y)).
evidence(e(4, y)).
evidence(e(5, y)).
evidence(e(6, y)).
query(s(6, a)).
query(s(6, b)).
query(s(6, c)).
