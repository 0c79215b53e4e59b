% written for this corpus by a find-only hunt (session 22; HMM / Markov chain over lists)
% occasionally dishonest casino: fair and loaded dice
0.95::init(fair) ; 0.05::init(loaded).
0.95::next(T, fair, fair) ; 0.05::next(T, fair, loaded).
0.1::next(T, loaded, fair) ; 0.9::next(T, loaded, loaded).
1/6::roll(T, fair, 1) ; 1/6::roll(T, fair, 2) ; 1/6::roll(T, fair, 3) ; 1/6::roll(T, fair, 4) ; 1/6::roll(T, fair, 5) ; 1/6::roll(T, fair, 6).
0.1::roll(T, loaded, 1) ; 0.1::roll(T, loaded, 2) ; 0.1::roll(T, loaded, 3) ; 0.1::roll(T, loaded, 4) ; 0.1::roll(T, loaded, 5) ; 0.5::roll(T, loaded, 6).
die(0, D) :- init(D).
die(T, D) :- T > 0, P is T - 1, die(P, D0), next(P, D0, D).
seen([], _).
seen([R|Rs], T) :- die(T, D), roll(T, D, R), T1 is T + 1, seen(Rs, T1).
evidence(seen([6, 6, 6, 2, 6], 0)).
query(die(T, loaded)) :- between(0, 4, T).
