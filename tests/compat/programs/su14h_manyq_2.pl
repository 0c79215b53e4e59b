% the same atom queried many times and in several forms
0.3::a(1). 0.6::a(2).
b(X) :- a(X).
b(3).
query(b(1)). query(b(X)). query(b(1)). query(b(2)). query(b(_)). query(b(3)). query(a(X)). query(a(2)).
