% scientific notation probabilities
1e-3::rare.
2.5e-1::q.
1.0E-2::r.
x :- rare ; q ; r.
query(rare). query(x).
