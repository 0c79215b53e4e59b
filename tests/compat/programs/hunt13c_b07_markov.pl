% written for this corpus by a find-only hunt (session 21; b07_markov)
0.5::next(T, a, a); 0.5::next(T, a, b).
0.2::next(T, b, a); 0.3::next(T, b, b); 0.5::next(T, b, c).
1.0::next(T, c, c).
at(0, a).
at(T, S) :- T > 0, Tp is T - 1, at(Tp, P), next(Tp, P, S).
absorbed_by(T) :- at(T, c).
path(0, [a]).
path(T, [S|P]) :- T > 0, Tp is T - 1, path(Tp, P), P = [Prev|_], next(Tp, Prev, S).
query(at(5, _)).
query(absorbed_by(3)).
query(path(2, _)).
