% the same probabilistic fact stated twice, certain facts, 0 and 1 probabilities
0.3::f. 0.3::f.
1.0::g. 0.0::h. 1::k.
0.5::g2 :- g.
r :- f, g.
s :- h.
t :- k, \+ h.
query(f). query(r). query(s). query(t). query(g2).
