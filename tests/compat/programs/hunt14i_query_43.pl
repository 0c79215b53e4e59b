% query/evidence form (qr1): 0.3::a. 0.5::b. query(a) :- b. 
0.3::a. 0.5::b.
query(a) :- b.
