0.5::p(1). 0.6::p(2).
ap(G, X) :- call(G, X).
r(X) :- ap(p, X).
query(r(X)).
