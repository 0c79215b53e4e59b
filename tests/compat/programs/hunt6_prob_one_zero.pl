% hunt6 (ProbLog compatibility, 6th hunt): prob one zero
1::a. 0::b. 1.0::c. 0.0::d.
e :- a, \+ b.
f :- c ; d.
query(a). query(b). query(e). query(f). query(d).
