% subset/2 with probabilistic membership of the superset.
:- use_module(library(lists)).
0.7::has(a). 0.2::has(b). 0.9::has(c).
set(S) :- findall(X, member(X, [a, b, c]), S).
covers :- subset([a, c], [a, b, c]).
basket([a|T]) :- has(b), T = [b, c].
basket([c]) :- \+ has(b).
ok :- basket(B), subset([c], B).
query(covers). query(ok). query(subset([d], [a, b])). query(set(_)).
