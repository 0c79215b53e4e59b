% hunt7: an open query of a call the evidence grounded: answers keep ProbLog's cached nodes (t(3,4) listed with 0)
v(1). v(2). v(3).
0.6::s(X) :- v(X), X > 1.
0.8::t(X, Y) :- s(X), Y is X + 1.
w(S) :- t(X, Y), S is X + Y, S >= 4.
query(t(_,_)).
evidence(w(5), false).
evidence(s(3), false).
