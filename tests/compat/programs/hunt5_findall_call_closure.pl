% findall over call/N with a closure built at run time
0.5::p(1, a). 0.5::p(2, b). p(3, a).
sel(G, L) :- findall(X, call(G, X, a), L).
l(L) :- sel(p, L).
query(l(_)).
