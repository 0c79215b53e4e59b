% hunt6 (ProbLog compatibility, 6th hunt): findall pairs sorted
0.5::e(a, 1). 0.5::e(b, 2). 0.5::e(a, 3).
byk(K, S) :- findall(V, e(K, V), L), sort(L, S).
query(byk(a, _)).
