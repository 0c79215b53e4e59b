% hunt17: a mutant (agreeing with ProbLog) of hunt8_neg_open_call_evidence_true.pl: rename path/2 -> permutation
:- use_module(library(lists)).
0.6::edge(a,c).
0.6::edge(b,a).
0.5::edge(c,b).
permutation(X,Y) :- edge(X,Y).
permutation(X,Y) :- edge(X,Z), permutation(Z,Y).
u(Y) :- \+ permutation(a,Y).
query(u(_)).
evidence(permutation(a,b)).
