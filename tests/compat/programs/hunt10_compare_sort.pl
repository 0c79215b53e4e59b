% hunt10: standard order of mixed terms, sort/msort/predsort-free
0.5::v(b). 0.5::v(1). 0.5::v(2.0). 0.5::v("s"). v(f(x)).
sorted(L) :- findall(X, v(X), L0), sort(L0, L).
ms(L) :- findall(X, v(X), L0), msort(L0, L).
query(sorted(_)).
