% tabling and cycles: mutually recursive predicates and a positive loop with no base case
0.4::a0.
a :- b.
b :- a.
b :- a0.
c :- c.
d :- c.
d :- a.
query(a). query(b). query(c). query(d).
