0.4::rain.
wet(X, Y) :- rain, X = Y.
dry(f(_, Z)) :- \+ rain, Z = 1.
query(wet(a, _)).
query(dry(f(1, _))).
open(K) :- K = k(_, _, _).
query(open(_)).
