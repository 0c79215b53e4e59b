% hunt9: tab left (ninth hunt: meta-calls, libraries, evidence forms, syntax, tabling)
0.5::e(1,2). 0.5::e(2,3). 0.5::e(3,1).
path(X,Y) :- path(X,Z), e(Z,Y).
path(X,Y) :- e(X,Y).
query(path(1,_)).
