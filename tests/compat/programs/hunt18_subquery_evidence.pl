% subquery/3 with evidence: a planner asks for conditional probabilities inside a rule
0.3::rain. 0.5::sprinkler.
wet :- rain.
wet :- sprinkler.
0.8::slippery :- wet.
cond(G, E, P) :- subquery(G, P, [E]).
choice(walk) :- cond(slippery, wet, P), P < 0.9.
choice(drive) :- cond(slippery, wet, P), P >= 0.9.
query(cond(rain, wet, P)).
query(cond(slippery, wet, P)).
query(choice(C)).
