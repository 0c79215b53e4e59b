% possible/1 lists answers with a derivation, ignoring probabilities
0.0::p(1). 0.5::p(2). p(3).
q(X) :- p(X), X > 1.
poss(X) :- possible(q(X)).
query(poss(_)).
query(q(_)).
