% select_weighted/5 and /4: probabilities proportional to the weights.
:- use_module(library(lists)).
w5(X, R) :- select_weighted(s, [1, 2, 5], [a, b, c], X, R).
w4(X) :- select_weighted(t, [(0.5, red), (1.5, green), (2.0, blue)], X, _).
both :- w5(c, _), w4(blue).
query(w5(_, _)). query(w4(_)). query(both).
