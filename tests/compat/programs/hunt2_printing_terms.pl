% answers with operators, negative numbers, floats and quoted atoms
0.5::show(1 + 2 * 3).
0.5::show(- 1).
0.5::show(-(1)).
0.5::show(a - (-1)).
0.5::show(f(-)).
0.5::show('hello world').
0.5::show([]).
0.5::show(1.0e10).
0.5::show(1.5e-7).
0.5::show("a string").
0.5::show((a :- b, c)).
0.5::show(\+ a).
0.5::show(- (- a)).
0.5::show(f((a, b))).
v(X) :- X is 0.1 + 0.2.
query(show(_)). query(v(_)).
