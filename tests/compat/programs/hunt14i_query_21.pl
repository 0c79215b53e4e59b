% query term with same variable twice
0.5::e(a, a). 0.4::e(a, b). 0.3::e(b, b).
query(e(X, X)).
