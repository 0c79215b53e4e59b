0.5::route(X, Y) :- X = a, Y = b.
0.4::route(a, c).
0.3::route(a, Y) :- Y = d.
0.2::route(a, e).
firsts(F) :- findall(Y, route(a, Y), [F|_]).
query(firsts(_)).
