% biomine-style: the best-supported target by counting reachable diseases per gene with findall over probabilistic paths
:- use_module(library(lists)).
0.7::e(g1, p1). 0.4::e(g1, p2). 0.6::e(p1, d1). 0.5::e(p2, d2). 0.3::e(p1, d2). 0.8::e(p2, p1).
dis(d1). dis(d2).
r(X, Y) :- e(X, Y).
r(X, Y) :- e(X, Z), r(Z, Y).
reach(G, L) :- findall(D, (dis(D), r(G, D)), L).
nreach(G, N) :- reach(G, L), length(L, N).
query(nreach(g1, _)).
query(reach(p2, _)).
