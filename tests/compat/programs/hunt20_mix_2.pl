% combined: robot on a ring of four cells (modular arithmetic, AD motion model, noisy sensor, evidence, time-indexed)
0.25::at(0, C) :- between(0, 3, C).
0.8::step(T, fwd); 0.2::step(T, stay) :- between(0, 2, T).
at(T, C) :- T > 0, T1 is T - 1, at(T1, C0), step(T1, fwd), C is (C0 + 1) mod 4.
at(T, C) :- T > 0, T1 is T - 1, at(T1, C), step(T1, stay).
door(0). door(2).
0.9::sense(T, door) :- at(T, C), door(C).
0.1::sense(T, door) :- at(T, C), \+ door(C).
evidence(sense(0, door)).
evidence(sense(1, door), false).
evidence(sense(2, door)).
query(at(2, _)).
query(at(3, 0)).
