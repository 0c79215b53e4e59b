:- unknown(fail).
a :- not_defined_anywhere.
b :- \+ not_defined(1).
0.3::c.
d :- c ; missing(x).
query(a). query(b). query(d).
