% Lookups on the second argument of a table of probabilistic facts (just-in-time indexing).
0.1::edge(n1, n2). 0.2::edge(n2, n3). 0.3::edge(n3, n4). 0.4::edge(n4, n5). 0.5::edge(n5, n6).
0.6::edge(n6, n7). 0.7::edge(n7, n8). 0.8::edge(n8, n9). 0.9::edge(n9, n10). 0.5::edge(n1, n10).
0.5::edge(n2, n9). 0.5::edge(n3, n8).
into(X, Y) :- edge(Y, X).
reach(X, X).
reach(X, Z) :- edge(X, Y), reach(Y, Z).
query(into(n10, _)). query(into(n8, _)). query(reach(n1, n10)). query(reach(n3, n9)).
