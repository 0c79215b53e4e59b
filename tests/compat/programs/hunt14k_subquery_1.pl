% subquery/2,3 inside a rule: probabilities as values, compared and combined
0.3::rain. 0.8::wet :- rain. 0.1::wet :- \+ rain.
p(P) :- subquery(wet, P).
pe(P) :- subquery(rain, P, [wet]).
hi :- subquery(wet, P), P > 0.3.
query(p(_)). query(pe(_)). query(hi).
