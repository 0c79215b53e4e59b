% hunt6 (ProbLog compatibility, 6th hunt): left recursion prob
0.4::e(1,2). 0.5::e(2,3). 0.6::e(3,1). 0.7::e(3,4).
p(X,Y) :- p(X,Z), e(Z,Y).
p(X,Y) :- e(X,Y).
query(p(1,4)). query(p(2,_)).
