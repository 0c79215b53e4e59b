% written for this corpus by a find-only hunt (session 22; library(apply) and meta-calls)
% once/1 with probabilistic alternatives
0.5::route(r1). 0.5::route(r2). 0.5::route(r3).
route_list([r1, r2, r3]).
has_route :- once(route(_)).
mem(X, [X|_]).
mem(X, [_|T]) :- mem(X, T).
open_in(R, L) :- mem(R, L), route(R).
first_open(R) :- route_list(L), once(open_in(R, L)).
query(has_route).
query(first_open(R)).
