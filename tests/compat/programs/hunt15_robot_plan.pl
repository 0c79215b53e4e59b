% a robot plan over three steps, each action succeeding with a probability; goal reached in some step
0.8::ok(move, T) ; 0.2::fail(move, T) :- between(1, 3, T).
0.6::ok(grab, T) :- between(1, 3, T).
at(0, start).
at(T, door) :- T > 0, T0 is T - 1, at(T0, start), ok(move, T).
at(T, start) :- T > 0, T0 is T - 1, at(T0, start), fail(move, T).
at(T, door) :- T > 0, T0 is T - 1, at(T0, door), \+ ok(grab, T).
at(T, done) :- T > 0, T0 is T - 1, at(T0, door), ok(grab, T).
at(T, done) :- T > 0, T0 is T - 1, at(T0, done).
query(at(3, _)).
