0.4::a. 0.5::b.
c :- a ; b.
evidence(c). evidence(c, true).
query(a). query(b). query(a). 
