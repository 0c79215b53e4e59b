% written for this corpus by a find-only hunt (session 21; d12)
x.
0::y.
1::z.
0.0::w.
1.0::v.
query(x). query(y). query(z). query(w). query(v).
