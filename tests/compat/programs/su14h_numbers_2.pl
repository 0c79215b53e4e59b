% probabilities themselves in exponent form and tiny
1.0e-10::a.
0.000001::b.
1e-3::c.
0.99999999999::d.
ab :- a, b.
query(a). query(b). query(c). query(d). query(ab).
