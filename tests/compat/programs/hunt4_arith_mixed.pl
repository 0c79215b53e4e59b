r(X) :- X is 7 // 2.
r(X) :- X is -7 // 2.
r(X) :- X is 7 mod -2.
r(X) :- X is -7 rem 2.
r(X) :- X is max(3, 4.0).
r(X) :- X is min(2, 2.0).
r(X) :- X is abs(-3) + sign(-2.5).
r(X) :- X is 2 ** 3.
r(X) :- X is 2 ** (-1).
r(X) :- X is 9 ^ 2.
r(X) :- X is truncate(3.7) + round(2.5) + ceiling(1.1) + floor(-1.1).
r(X) :- X is 5 / 2.
r(X) :- X is 4 / 2.
r(X) :- X is 1 << 10 \/ 3 /\ 2 xor 1.
query(r(X)).
