% hunt23: the open call's OR node for q(1) has its derivations in another order than the ground call's (the clauses are tried in one order, so the nodes agree): evidence on r propagates into s(_)
0.2::f(1). 0.3::f(2). 0.4::g(1).
q(1) :- f(1).
q(1) :- g(1).
q(2) :- f(2).
r :- q(Y), s(Y).
0.5::s(1); 0.5::s(2).
evidence(q(1)).
evidence(r, false).
query(s(_)).
