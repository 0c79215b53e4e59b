route(X, Y) :- X = home, Y = park.
route(home, shop).
0.7::route(home, school).
first(Y) :- findall(D, route(home, D), [Y|_]).
query(first(_)).
