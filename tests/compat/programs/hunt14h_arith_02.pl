% integer division, mod, rem, and sign over negative operands
pair(7, 2). pair(-7, 2). pair(7, -2). pair(-7, -2). pair(0, 3). pair(6, -3).
r(A, B, Q, M, R, D) :- pair(A, B), Q is A // B, M is A mod B, R is A rem B, D is A / B.
s(A, S, Ab) :- pair(A, _), S is sign(A), Ab is abs(A).
query(r(_, _, _, _, _, _)).
query(s(_, _, _)).
