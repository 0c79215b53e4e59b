% hunt6 (ProbLog compatibility, 6th hunt): open queries many
0.5::e(a,b). 0.4::e(b,c). 0.3::e(a,c). 0.9::e(c,d).
p(X,Y) :- e(X,Y).
p(X,Y) :- e(X,Z), p(Z,Y).
query(p(a,_)). query(p(_,d)). query(p(_,_)). query(e(_,c)).
