% computed probabilities in annotations
0.1*3::a.
1/3::b.
0.5+0.25::c.
1-0.2::d.
2**(-2)::e.
query(a). query(b). query(c). query(d). query(e).
