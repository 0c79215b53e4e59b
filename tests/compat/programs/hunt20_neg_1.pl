% negation: negation as failure of probabilistic atoms, double negation and not/1
0.3::a. 0.6::b.
c :- \+ a.
d :- not(b).
e :- \+ \+ a.
f :- \+ (a, b).
g :- \+ (a ; b).
query(c). query(d). query(e). query(f). query(g).
query(\+ a).
query(not(f)).
