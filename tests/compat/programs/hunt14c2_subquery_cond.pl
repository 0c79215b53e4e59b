% written for this corpus by a find-only hunt (session 22; subquery)
% conditional probabilities computed inside the program with subquery
:- use_module(library(lists)).
0.3::rain. 0.5::sprinkler.
wet :- rain.
wet :- sprinkler.
p_rain(P) :- subquery(rain, P).
p_wet(P) :- subquery(wet, P).
p_rain_given_wet(P) :- subquery(rain, P, [wet]).
query(p_rain(P)).
query(p_wet(P)).
query(p_rain_given_wet(P)).
