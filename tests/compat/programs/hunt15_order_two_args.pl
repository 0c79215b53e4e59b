% solution order of a call with two bound arguments: ProbLog keys on the last one
0.5::route(r1, X, paris) :- X = rome.
0.5::route(r2, rome, Y) :- Y = paris.
0.5::route(r3, rome, paris).
0.5::route(r4, rome, berlin).
routes(L) :- findall(R, route(R, rome, paris), L).
from_rome(L) :- findall(R, route(R, rome, _), L).
query(routes(_)). query(from_rome(_)).
