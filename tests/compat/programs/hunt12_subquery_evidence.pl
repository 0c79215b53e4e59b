% hunt12: subquery/3 with an evidence list, inside a rule that compares two conditional probabilities
0.3::rain. 0.4::sprinkler.
0.9::wet :- rain.
0.8::wet :- sprinkler.
cond(P) :- subquery(rain, P, [wet]).
prior(P) :- subquery(rain, P).
raised :- cond(A), prior(B), A > B.
query(cond(_)).
query(prior(_)).
query(raised).
