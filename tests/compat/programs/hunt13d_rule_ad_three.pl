d(a). d(b).
0.2::col(X, red); 0.3::col(X, green); 0.5::col(X, blue) :- d(X).
reds(N) :- findall(X, col(X, red), L), length(L, N).
query(reds(_)).
query(col(_, _)).
evidence(col(a, green)).
