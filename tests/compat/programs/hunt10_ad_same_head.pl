% hunt10: annotated disjunction repeating a head
0.3::a; 0.3::a; 0.2::b.
query(a). query(b).
