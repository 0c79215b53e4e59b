% written for this corpus by a find-only hunt (session 22; diagnosis with noisy-or)
% faulty gates in a circuit; which gate is broken given the output
0.05::broken(g1). 0.1::broken(g2). 0.02::broken(g3).
input(x, 1). input(y, 0). input(z, 1).
gate(g1, and, x, z). gate(g2, or, y, g1). gate(g3, not, g2, none).
val(W, V) :- input(W, V).
val(G, V) :- gate(G, Type, A, B), ok_value(G, Type, A, B, V0), flip(G, V0, V).
ok_value(_, and, A, B, V) :- val(A, X), val(B, Y), V is X * Y.
ok_value(_, or, A, B, V) :- val(A, X), val(B, Y), V is max(X, Y).
ok_value(_, not, A, _, V) :- val(A, X), V is 1 - X.
flip(G, V, V) :- \+ broken(G).
flip(G, V0, V) :- broken(G), V is 1 - V0.
evidence(val(g3, 1)).
query(broken(G)).
