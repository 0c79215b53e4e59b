% positive rules for a become a_p (before and after the negative head), bodies still call a
b :- a.
0.3::c. 0.8::d.
a :- c.
0.5::\+a :- d.
a :- d, c.
0.4::a.
query(a). query(b).
