% hunt6 (ProbLog compatibility, 6th hunt): not builtin forms
0.4::a. 0.7::b.
c :- not(a).
d :- not((a, b)).
e :- \+ (a ; b).
query(c). query(d). query(e).
