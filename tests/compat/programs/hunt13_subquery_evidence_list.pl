% subquery/3 with a list of evidence atoms
0.3::rain. 0.5::sprinkler.
wet :- rain.
wet :- sprinkler.
p_rain(P) :- subquery(rain, P, [wet]).
p_spr(P) :- subquery(sprinkler, P, [wet]).
query(p_rain(_)).
query(p_spr(_)).
