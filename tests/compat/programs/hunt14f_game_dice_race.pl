% written for this corpus by a find-only hunt (session 23; games and puzzles)
% A dice race: two players roll once each (fair and loaded dice), higher roll wins, ties replay once
1/6::d(a, 1, R); 1/6::d(a, 2, R); 1/6::d(a, 3, R); 1/6::d(a, 4, R); 1/6::d(a, 5, R); 1/6::d(a, 6, R) :- round(R).
0.1::d(b, 1, R); 0.1::d(b, 2, R); 0.1::d(b, 3, R); 0.1::d(b, 4, R); 0.1::d(b, 5, R); 0.5::d(b, 6, R) :- round(R).
round(1). round(2).
wins(P, R) :- d(P, X, R), other(P, Q), d(Q, Y, R), X > Y.
tie(R) :- d(a, X, R), d(b, X, R).
other(a, b). other(b, a).
winner(P) :- wins(P, 1).
winner(P) :- tie(1), wins(P, 2).
query(winner(_)).
query(tie(1)).
