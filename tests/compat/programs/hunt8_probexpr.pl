% hunt8: probabilities written as arithmetic expressions
0.5*0.5::a.
1/3::b.
1-0.25::c.
0.2+0.1::d.
query(a). query(b). query(c). query(d).
