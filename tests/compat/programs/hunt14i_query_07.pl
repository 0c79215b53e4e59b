% query listed twice
0.3::a.
query(a).
query(a).
