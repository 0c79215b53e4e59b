% hunt10: a rule body with an AD head and its negation side by side (open and ground call: one node)
0.3::g(a).
0.4::h(X); 0.5::k(X) :- g(X).
0.3::q(X) :- k(X), \+ k(X).

query(q(_)).
