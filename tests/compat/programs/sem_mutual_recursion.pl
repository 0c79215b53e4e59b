% mutually recursive probabilistic rules forming a cycle through three predicates
0.3::f1. 0.4::f2. 0.2::f3. 0.5::f4.
a :- f1. a :- b, f2.
b :- a, f3. b :- c.
c :- a, f4.
query(a). query(b). query(c).
