% a negative head inside an annotated disjunction; the helper predicates can be queried
0.6::c. 0.5::a.
0.3::\+a; 0.4::b :- c.
query(a). query(b). query(a_p). query(a_n).
