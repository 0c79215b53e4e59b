0.3::p. 0.6::q. 0.1::r.
a :- p ; q.
b :- (p ; q), \+ r.
c :- \+ \+ p.
d :- not(q).
e :- (p, q ; r).
query(a). query(b). query(c). query(d). query(e).
