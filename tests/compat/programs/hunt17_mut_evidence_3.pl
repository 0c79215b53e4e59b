% hunt17: a mutant (agreeing with ProbLog) of hunt13_tabling_left_rec_cycle.pl: evidence p(a,b) false
0.5::e(a,b).
0.5::e(b,c).
0.5::e(c,a).
0.5::e(c,d).
0.5::e(d,b).
p(X,Y) :- p(X,Z), e(Z,Y).
p(X,Y) :- e(X,Y).
query(p(a,_)).
query(p(d,d)).
evidence(p(a,b), false).
