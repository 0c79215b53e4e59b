% hunt6 (ProbLog compatibility, 6th hunt): ad three way chain
0.2::w(0, s); 0.5::w(0, c); 0.3::w(0, r).
0.6::w(T1, S); 0.4::w(T1, c) :- w(T, S), S \= c, T < 3, T1 is T + 1.
0.5::w(T1, s); 0.5::w(T1, r) :- w(T, c), T < 3, T1 is T + 1.
query(w(3, _)).
evidence(w(1, r)).
