% nested negation and negated conjunctions
0.3::a. 0.6::b. 0.5::c.
n1 :- \+ (a, b).
n2 :- \+ (a ; c).
n3 :- \+ \+ a.
n4 :- \+ n1.
n5 :- \+ (\+ a, \+ b).
query(n1). query(n2). query(n3). query(n4). query(n5).
