% a probabilistic negative head literal
0.7::a.
0.4::\+a :- c.
0.5::c.
query(a). query(c).
