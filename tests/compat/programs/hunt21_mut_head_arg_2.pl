% hunt21: a mutant of hunt19_mut_hunt6_network_reliability.pl that agrees with ProbLog (head-arg clause 6 arg 2)
:- unknown(fail).
0.9::up(n1).
0.8::up(n2).
0.95::up(n3).
0.7::up(n4).
link(s, n1).
link(s, n1-1).
link(s, n2).
link(n1, n3).
link(n2, n3).
link(n2, n4).
link(n3, t).
link(n4, t).
conn(X, X).
conn(X, Y) :- link(X, Z), (Z = t ; up(Z)), conn(Z, Y).
query(conn(s, t)).
evidence(up(n3), false).
evidence(conn(s, t), false).
query(link(_, _)).
