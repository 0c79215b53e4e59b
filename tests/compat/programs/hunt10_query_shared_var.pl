% hunt10: query with a repeated variable
0.5::r(a, a). 0.5::r(a, b). 0.7::r(b, b).
query(r(X, X)).
