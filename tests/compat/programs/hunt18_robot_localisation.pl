% robot localisation: a robot on a ring of 5 cells moves right with noise, a door sensor at cells 0 and 2
cell(C) :- between(0, 4, C).
0.2::at(0, C) :- cell(C).
0.8::moved(T); 0.2::stayed(T) :- between(1, 3, T).
at(T, C) :- between(1, 3, T), P is T - 1, moved(T), at(P, B), C is (B + 1) mod 5.
at(T, C) :- between(1, 3, T), P is T - 1, stayed(T), at(P, C).
door(0). door(2).
0.9::sees_door(T) :- between(0, 3, T), door(C), at(T, C).
0.1::sees_door(T) :- between(0, 3, T), cell(C), \+ door(C), at(T, C).
evidence(sees_door(0), true).
evidence(sees_door(1), false).
evidence(sees_door(2), true).
query(at(3, C)).
