% biomine-style: typed nodes, paths that must pass through a protein, bounded path length with between/3
node(gene, g1). node(gene, g2). node(prot, p1). node(prot, p2). node(dis, d1).
0.8::edge(g1, p1). 0.5::edge(g1, p2). 0.6::edge(p1, p2). 0.7::edge(p2, p1).
0.9::edge(p1, d1). 0.3::edge(p2, d1). 0.4::edge(g2, p2). 0.2::edge(g2, g1).
walk(X, X, 0).
walk(X, Y, N) :- N > 0, M is N - 1, edge(X, Z), walk(Z, Y, M).
within(X, Y, K) :- between(1, K, N), walk(X, Y, N).
via_prot(X, Y) :- node(prot, P), within(X, P, 2), within(P, Y, 2).
query(within(g1, d1, 2)).
query(within(g2, d1, 3)).
query(via_prot(g2, d1)).
query(within(p1, p1, 2)).
