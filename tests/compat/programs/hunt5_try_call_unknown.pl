% try_call/1 on defined and undefined goals, and unknown(fail)
:- unknown(fail).
0.5::p.
a :- try_call(p).
b :- try_call(nosuch).
c :- nosuch2.
d :- \+ nosuch3.
query(a). query(b). query(c). query(d).
