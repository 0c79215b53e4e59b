link(X, y) :- X = s1.
link(s2, y).
0.5::link(s3, y).
srcs(G, L) :- findall(S, call(G, S, y), L).
query(srcs(link, _)).
