% the same write reached from two queries in different order
0.5::a.
x :- a, writeln(in_x).
y :- x, writeln(in_y).
query(y). query(x).
