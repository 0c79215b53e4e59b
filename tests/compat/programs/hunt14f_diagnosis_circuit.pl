% written for this corpus by a find-only hunt (session 23; diagnosis and Bayesian networks)
% Model-based diagnosis of a two-gate circuit with faulty gates (noisy outputs)
0.05::ab(g1). 0.1::ab(g2).
in(x, 1). in(y, 0).
0.5::stuck(G, 1) :- ab(G).
out(g1, V) :- \+ ab(g1), in(x, A), in(y, B), V is A /\ B.
out(g1, 1) :- stuck(g1, 1).
out(g1, 0) :- ab(g1), \+ stuck(g1, 1).
out(g2, V) :- \+ ab(g2), out(g1, A), V is 1 - A.
out(g2, 1) :- stuck(g2, 1).
out(g2, 0) :- ab(g2), \+ stuck(g2, 1).
query(ab(_)).
evidence(out(g2, 0)).
