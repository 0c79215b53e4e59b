% library(cut): indexed clauses that are probabilistic facts and rules
:- use_module(library(cut)).
0.3::grade(1, a).
0.5::grade(2, b).
0.8::grade(3, c) :- true.
grade(4, d).
mark(G) :- cut(grade(G)).
query(mark(_)).
