% HMM: a sequence of observations given as a list, probability of the whole sequence
0.7::init(a); 0.3::init(b).
0.8::next(T, a, a); 0.2::next(T, a, b).
0.3::next(T, b, a); 0.7::next(T, b, b).
0.9::out(T, a, x); 0.1::out(T, a, y).
0.2::out(T, b, x); 0.8::out(T, b, y).
sequence(L) :- init(S), sequence(L, 0, S).
sequence([], _, _).
sequence([O|Os], T, S) :- out(T, S, O), next(T, S, S2), T2 is T + 1, sequence(Os, T2, S2).
query(sequence([x, x, y])).
query(sequence([y, y, y, x])).
query(sequence([])).
