% probabilities written as arithmetic expressions
0.5*0.4::a.
1/3::b.
1-0.25::c.
0.1+0.2::d.
2/5::e1; 3/5::e2.
x :- a, b.
query(a). query(b). query(c). query(d). query(e1). query(e2). query(x).
