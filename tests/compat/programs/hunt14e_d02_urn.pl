% written for this corpus by a differential hunt (session 22, hunt14e; agreed before any fix)
% urn without replacement: draws as ADs with bodies over what is left
:- use_module(library(lists)).
ball(1, red). ball(2, red). ball(3, blue). ball(4, green).
draw(1, B) :- select_uniform(d1, [1, 2, 3, 4], B, _).
draw(2, B) :- select_uniform(d1, [1, 2, 3, 4], B1, Rest), select_uniform(d2, Rest, B, _).
color_drawn(N, C) :- draw(N, B), ball(B, C).
same_color :- color_drawn(1, C), color_drawn(2, C).
evidence(color_drawn(1, red)).
query(color_drawn(2, _)).
query(same_color).
