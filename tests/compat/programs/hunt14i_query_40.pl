% query on a probabilistic predicate with a list argument
0.5::route([a, b, c]). 0.3::route([a, c]).
short(R) :- route(R), length(R, N), N < 3.
query(route(_)).
query(short(_)).
