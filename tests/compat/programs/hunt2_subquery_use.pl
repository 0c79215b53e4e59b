% subquery/2 and /3 inside rules, with evidence lists
0.3::rain. 0.6::sprinkler.
wet :- rain.
wet :- sprinkler.
p_wet(P) :- subquery(wet, P).
p_rain_given_wet(P) :- subquery(rain, P, [wet]).
risky :- p_wet(P), P > 0.5.
query(p_wet(_)).
query(p_rain_given_wet(_)).
query(risky).
