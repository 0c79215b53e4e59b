% findall/3 order and duplicates as in ProbLog (one element per proof, by newest node): ad rule dup
w(1). w(2). w(1).
0.4::c(X, red); 0.6::c(X, blue) :- w(X).
l(L) :- findall(X-C, c(X, C), L).
query(l(_)).
