% hunt23: left recursion with two people: the evidence's ground call reach(b) is its inner open call's node, so the false alarm(b) drops alarm(b) from the open query; alarm(a) stays
0.3::src(a). 0.6::src(b).
reach(X) :- src(X).
reach(X) :- reach(Y), link(Y, X).
link(c, d).
0.5::alarm(X) :- reach(X).
evidence(alarm(b), false).
query(alarm(_)).
query(src(_)).
