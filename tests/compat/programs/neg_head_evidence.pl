% evidence on the joined predicate, queries on its parts
0.5::a. 0.3::k.
0.4::\+a :- k.
evidence(a).
query(a_n). query(k). query(a_p).
