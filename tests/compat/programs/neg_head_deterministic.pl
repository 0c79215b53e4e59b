% a deterministic negative head (\+ and not) removes the positive atom where its body holds
\+a :- c.
c. a.
0.7::b.
not b :- f.
0.25::f.
query(a). query(b).
