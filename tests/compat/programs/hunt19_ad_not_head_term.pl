% hunt19: not(a) written as a term in an annotated disjunction is a head of not/1, which ProbLog never calls (the other heads keep their share); the operator form `not a` is a negative head
0.5::a.
0.4::b.
0.3::not(a); 0.2::b.
0.25::c; 0.5::not(c).
0.3::d; 0.2::not d.
0.8::d.
query(a).
query(b).
query(not(a)).
query(c).
query(d).
query(\+ c).
