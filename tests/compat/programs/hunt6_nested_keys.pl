% hunt6 (ProbLog compatibility, 6th hunt): nested keys
0.3::holds(on(a, b), 0).
0.8::holds(F, T1) :- holds(F, T), T < 2, T1 is T + 1.
query(holds(on(a, b), _)).
query(holds(_, 2)).
