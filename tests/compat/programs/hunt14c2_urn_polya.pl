% written for this corpus by a find-only hunt (session 22; dice, coins, urns, cards)
% Polya urn: the drawn colour is reinforced, two steps
count(0, red, 1). count(0, blue, 1).
p_red(T, P) :- count(T, red, R), count(T, blue, B), P is R / (R + B).
P::red_draw(T) :- p_red(T, P).
count(T, red, R) :- T > 0, T =< 2, S is T - 1, count(S, red, R0), (red_draw(S), R is R0 + 1 ; \+ red_draw(S), R = R0).
count(T, blue, B) :- T > 0, T =< 2, S is T - 1, count(S, blue, B0), (red_draw(S), B = B0 ; \+ red_draw(S), B is B0 + 1).
query(count(2, red, R)).
query(red_draw(1)).
