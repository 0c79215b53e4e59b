0.3::p(X, k) :- X = z.
0.4::p(a, k).
0.2::p(m, W) :- W = k.
query(p(_, k)).
query(p(a, _)).
