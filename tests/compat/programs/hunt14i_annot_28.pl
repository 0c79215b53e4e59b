% probabilistic fact and deterministic fact for the same atom
0.3::a.
a.
0.2::b.
query(a).
query(b).
