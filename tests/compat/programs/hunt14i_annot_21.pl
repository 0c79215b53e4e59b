% AD with a single head
0.4::a ; 0.0::b.
query(a).
query(b).
