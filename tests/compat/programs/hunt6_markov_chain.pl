% hunt6 (ProbLog compatibility, 6th hunt): markov chain
0.7::stay(T); 0.3::move(T) :- between(0, 5, T).
at(0, home).
at(T1, P) :- at(T, P), T < 5, T1 is T + 1, stay(T).
at(T1, away) :- at(T, home), T < 5, T1 is T + 1, move(T).
at(T1, home) :- at(T, away), T < 5, T1 is T + 1, move(T).
query(at(5, _)).
