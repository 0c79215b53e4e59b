% hunt21: a 3-state chain whose ADs sum to 1 as floats: being in no state at a step is exactly 0
0.2::go(T, a); 0.3::go(T, b); 0.5::go(T, c) :- between(1, 4, T).
at(0, a).
at(T, S) :- T > 0, go(T, S).
lost(T) :- between(0, 4, T), \+ at(T, a), \+ at(T, b), \+ at(T, c).
trace(L) :- findall(T-S, (between(1, 2, T), at(T, S)), L).
query(lost(_)).
query(at(2, c)).
query(trace([1-a, 2-b])).
query(trace([1-a])).
query(trace([])).
