% minus terms unevaluated
t(a, - 1).
t(b, -1).
t(c, - (1)).
t(d, a- -1).
t(e, 1 - -1).
t(f, -(-(1))).
t(g, -a).
t(h, -(a)).
query(t(_, _)).
