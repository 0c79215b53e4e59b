% query/evidence form (qr4): 0.3::a. query(a) :- true. query(a). 
0.3::a.
query(a) :- true.
query(a).
