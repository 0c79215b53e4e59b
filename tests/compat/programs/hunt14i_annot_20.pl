% negative probabilistic head literal
0.3::\+a :- b.
0.6::a.
0.5::b.
query(a).
