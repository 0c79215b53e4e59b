% games: a race to 10 with a three-sided die, recursion over turns with between/3 and findall
1/3::die(T, 1); 1/3::die(T, 2); 1/3::die(T, 3) :- between(1, 8, T).
position(0, 0).
position(T, P) :- T > 0, T1 is T - 1, position(T1, P1), P1 < 10, die(T, D), P is min(10, P1 + D).
position(T, 10) :- T > 0, T1 is T - 1, position(T1, 10).
finished_by(T) :- position(T, 10).
query(finished_by(4)).
query(finished_by(6)).
query(position(3, P)).
