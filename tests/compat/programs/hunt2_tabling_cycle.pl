% left and right recursion over a deterministic cyclic graph (tabling)
e(a,b). e(b,c). e(c,a). e(c,d). e(d,d). e(e,a).
r(X,Y) :- r(X,Z), e(Z,Y).
r(X,Y) :- e(X,Y).
s(X,Y) :- e(X,Y).
s(X,Y) :- e(X,Z), s(Z,Y).
same(X,Y) :- r(X,Y), s(X,Y).
query(r(a,X)).
query(s(X,a)).
query(same(e,d)).
query(r(d,a)).
