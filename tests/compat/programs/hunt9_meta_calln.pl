% hunt9: meta calln (ninth hunt: meta-calls, libraries, evidence forms, syntax, tabling)
0.3::e(a,b). 0.6::e(b,c). 0.5::e(a,c).
r(X,Y) :- call(e, X, Y).
s(X) :- call(e(X), c).
query(r(_,_)). query(s(_)).
