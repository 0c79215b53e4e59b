% probabilities written as arithmetic expressions and several forms
1/3::a. 0.5*0.5::b. 1-0.2::c.
e :- a, b.
query(a). query(b). query(c). query(e).
