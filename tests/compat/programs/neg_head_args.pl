% negative heads with arguments: bound by the body, and a non-ground negative fact
0.5::a(1). 0.5::a(2). 0.7::a(3).
0.4::\+a(X) :- X = 1.
0.2::\+a(3).
0.9::e(1).
0.5::\+e(_).
query(a(1)). query(a(2)). query(a(3)). query(e(1)).
