% hunt17: a mutant (agreeing with ProbLog) of hunt10_reach_undirected_ev.pl: wrap-call clause 7 goal 1; dup-clause 5
0.6::link(a,b).
0.7::link(b,a).
0.8::link(b,c).
0.5::link(c,d).
0.4::link(d,b).
0.4::link(d,b).
conn(X,Y) :- link(X,Y).
conn(X,Y) :- call((link(Y,X))).
reach(X,Y) :- conn(X,Y).
reach(X,Y) :- conn(X,Z), reach(Z,Y).
evidence(link(b,c), false).
evidence(link(d,b), false).
query(reach(d,_)).
