% probabilities computed from rule arguments
rate(a, 2). rate(b, 5). rate(c, 10).
P::fails(X) :- rate(X, R), P is 1 / R.
P::fixed(X) :- rate(X, R), P is min(1.0, R / 8).
works(X) :- rate(X, _), \+ fails(X).
all_work :- works(a), works(b), works(c).
query(fails(_)). query(fixed(_)). query(works(_)). query(all_work).
