% hunt10: probability 0 and 1 facts and ADs
0.0::a. 1.0::b. 1::c. 0::d.
0.0::e(1); 1.0::e(2).
x :- a ; b.
y :- c, \+ d.
query(x). query(y). query(e(_)). query(a).
