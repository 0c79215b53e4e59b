% subquery/2 and subquery/3: a probability computed inside the program used to choose an action
0.3::rain.
0.6::sprinkler.
wet :- rain.
wet :- sprinkler.
risk(P) :- subquery(wet, P).
cond(P) :- subquery(rain, P, [wet]).
act(umbrella) :- subquery(rain, P), P > 0.25.
act(none) :- subquery(rain, P), P =< 0.25.
query(risk(_)).
query(cond(_)).
query(act(_)).
