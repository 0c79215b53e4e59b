% call/N adding arguments to probabilistic rules and to closures with bound arguments
0.4::rel(a, b). 0.5::rel(b, c). 0.6::rel(a, c).
chain(R, X, Z) :- call(R, X, Y), call(R, Y, Z).
via(G) :- G = rel(a), call(G, c).
twice(G, X) :- call(G, X, Y), call(G, Y, _).
query(chain(rel, a, c)). query(via(_)). query(twice(rel, a)).
