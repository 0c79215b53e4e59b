% negation patterns: negated conjunction with \+ ( A, B ), double negation, negation of an open goal grounded inside, and not/1
0.3::a(1). 0.6::a(2). 0.5::b(1). 0.4::b(2).
n1 :- \+ (a(1), b(1)).
n2 :- \+ \+ a(2).
n3 :- \+ a(_).
n4 :- not(b(2)).
both(X) :- a(X), \+ b(X).
query(n1). query(n2). query(n3). query(n4).
query(both(_)).
