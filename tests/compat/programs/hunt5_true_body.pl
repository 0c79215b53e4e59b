% probabilistic clauses with the body true and repeated queries
0.5::a :- true.
0.4::b(X) :- X = 1.
c :- a, b(1).
query(a). query(b(1)). query(c). query(c).
