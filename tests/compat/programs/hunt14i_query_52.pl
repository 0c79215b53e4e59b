% query/evidence form (pe3): 0.5::a. p(1) :- a. p(2) :- a. q(X) :- p(X). evidence(p(1), 
0.5::a. 
p(1) :- a.
p(2) :- a.
q(X) :- p(X).
evidence(p(1), false).
query(q(_)).
