% query forms with anonymous and repeated variables
0.5::r(a,b). 0.4::r(b,b). 0.3::r(b,c). 0.2::r(c,a).
same(X) :- r(X,X).
query(r(_,b)).
query(r(b,_)).
query(same(_)).
query(r(X,X)).
