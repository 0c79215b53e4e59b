% evidence via evidence/2 with variable truth value bound by body
0.3::a. 0.5::b.
val(a, true). val(b, false).
evidence(X, V) :- val(X, V).
query(a).
query(b).
