% hunt12: integer division, mod and rem with negative operands, min/max of mixed types, truncation
0.5::n(-7). 0.5::n(7). 0.5::n(3).
r(A, B, [Q, M, R, D]) :- n(A), n(B), A \== B, Q is A // B, M is A mod B, R is A rem B, D is A div B.
m(A, B, X) :- n(A), n(B), A < B, X is max(A, 3.0) + min(B, 2).
t(A, X) :- n(A), X is truncate(A / 2) + round(A / 2) + ceiling(A / 2) + floor(A / 2).
query(r(_, _, _)).
query(m(_, _, _)).
query(t(_, _)).
