% probabilities from arithmetic expressions in an AD and facts
0.1*3::a; 1-0.3-0.1*3::b; 0.4/2::c.
2/10::d.
0.5**2::e.
query(a). query(b). query(c). query(d). query(e).
