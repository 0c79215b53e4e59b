% disjunctions inside negations and nested negations
0.5::a. 0.4::b. 0.3::c.
d :- \+ (a ; b).
e :- \+ (a, \+ b).
f :- (a, \+ c ; b, c).
g :- \+ \+ a.
h :- not(c).
query(d). query(e). query(f). query(g). query(h).
