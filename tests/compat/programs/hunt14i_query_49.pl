% query/evidence form (qr7): 0.3::a. query(a, b). query(a). 
0.3::a.
query(a, b).
query(a).
