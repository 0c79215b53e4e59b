% hunt10: nested disjunction and conjunction in a rule body
0.3::a. 0.4::b. 0.5::c. 0.6::d.
e :- (a, b ; c), \+ d.
f :- a ; (b , (c ; d)).
g :- (a ; b), (c ; d).
query(e). query(f). query(g).
