% query on an undefined predicate under unknown(fail)
:- unknown(fail).
0.3::a.
query(b).
query(a).
