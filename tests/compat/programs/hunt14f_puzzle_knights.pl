% written for this corpus by a find-only hunt (session 23; games and puzzles)
% Knights and knaves with uncertain statements: A says "B is a knave", B says "we are the same"
0.5::knight(a). 0.5::knight(b).
says(a, knave(b)). says(b, same(a, b)).
true_stmt(knave(X)) :- \+ knight(X).
true_stmt(same(X, Y)) :- knight(X), knight(Y).
true_stmt(same(X, Y)) :- \+ knight(X), \+ knight(Y).
consistent(P) :- knight(P), says(P, S), true_stmt(S).
consistent(P) :- \+ knight(P), says(P, S), \+ true_stmt(S).
ok :- consistent(a), consistent(b).
query(knight(_)).
evidence(ok).
