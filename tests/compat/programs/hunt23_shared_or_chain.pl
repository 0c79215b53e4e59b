% hunt23: the evidence's o(b) and the open call o(Y) through t/1 are one OR node in ProbLog (add_or reuses equal children), so the false w fixes e(b) false: e(_) does not list it
0.6::x. 0.7::y.
0.2::e(a); 0.5::e(b); 0.3::e(c).
o(b) :- x, y.
o(b) :- e(a).
t(Y) :- o(Y).
w :- t(Y), e(Y).
evidence(o(b)).
evidence(w, false).
query(e(_)).
query(t(_)).
