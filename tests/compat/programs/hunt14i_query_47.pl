% query/evidence form (qr5): 0.3::a. 0.6::b. q(a). q(b). query(X) :- q(X). 
0.3::a. 0.6::b.
q(a). q(b).
query(X) :- q(X).
