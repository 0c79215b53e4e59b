% drawing two balls from an urn without replacement with select_uniform/4
:- use_module(library(lists)).
draw2(A, B) :- select_uniform(1, [red, red, blue, green], A, R), select_uniform(2, R, B, _).
same :- draw2(X, X).
has_blue :- draw2(blue, _).
has_blue :- draw2(_, blue).
query(draw2(_, _)). query(same). query(has_blue).
