% subquery/2,3 inside a program: decisions from computed probabilities
0.3::rain. 0.5::sprinkler.
wet :- rain. wet :- sprinkler.
p_wet(P) :- subquery(wet, P).
p_rain_given_wet(P) :- subquery(rain, P, [wet]).
umbrella(yes) :- subquery(rain, P), P > 0.25.
umbrella(no) :- subquery(rain, P), P =< 0.25.
query(p_wet(_)). query(p_rain_given_wet(_)). query(umbrella(_)).
