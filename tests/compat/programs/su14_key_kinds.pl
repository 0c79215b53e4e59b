% sample_uniform1/3 keyed by strings, quoted atoms and compound terms with operators
a(X) :- sample_uniform1("key", [x, y], X).
b(X) :- sample_uniform1('key', [x, y], X).
c(X) :- sample_uniform1(key, [x, y], X).
d(X) :- sample_uniform1(1 + 2, [x, y], X).
e(X) :- sample_uniform1(3, [x, y], X).
ab :- a(x), b(y).
bc :- b(x), c(y).
de :- d(x), e(y).
query(ab). query(bc). query(de).
