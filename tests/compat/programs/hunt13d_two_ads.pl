0.4::a(1); 0.6::a(2).
0.3::b(1); 0.7::b(2).
both(L) :- findall(X-Y, (a(X), b(Y)), L).
query(both(_)).
query(a(_)).
query(b(_)).
evidence(a(2)).
