% hunt6 (ProbLog compatibility, 6th hunt): ops print
k(1+2*3).
k((1+2)*3).
k(-(-(1))).
k(- a).
k(\+ a).
k(f(-)).
k([-, +]).
k(2-(3-4)).
k((2-3)-4).
k(a:b:c).
k((a,b)).
k((a;b)).
k(2**3).
k(2^3^4).
k((2^3)^4).
query(k(_)).
