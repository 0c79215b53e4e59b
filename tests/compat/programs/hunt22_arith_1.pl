% heavy arithmetic: gcd, integer powers, min/max/abs/sign, float truncation and // versus div on negative numbers, guarded by probabilistic facts
0.5::neg.
0.7::big.
val(X) :- neg, X is -17.
val(X) :- \+ neg, X is 17.
gcd(A, 0, A).
gcd(A, B, G) :- B > 0, C is A mod B, gcd(B, C, G).
r(Q1, Q2, M1, R1) :- val(X), Q1 is X // 5, Q2 is X div 5, M1 is X mod 5, R1 is X rem 5.
g(G) :- val(X), A is abs(X) * 6, gcd(A, 12, G).
p(P) :- big, P is 2 ** 10.
p(P) :- \+ big, P is 3 ^ 4.
f(T, F, C) :- val(X), Y is X / 4, T is truncate(Y), F is floor(Y), C is ceiling(Y).
m(M) :- val(X), M is max(X, 3) + min(X, -3) + sign(X).
query(r(_, _, _, _)).
query(g(_)).
query(p(_)).
query(f(_, _, _)).
query(m(_)).
