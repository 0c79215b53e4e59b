% query(\+ G) with G not ground: one answer \+ A per answer A of G, with 1 - P(A)
0.3::z(a). z(b). 0.2::w(1,2). 0.4::w(2,3).
z(c) :- \+ z(a).
r(X) :- z(X), w(_, 2).
query(\+ z(_)).
query(\+ w(X, Y)).
query(\+ r(X)).
query(\+ z(a)).
