% inf and nan as arithmetic
big(X) :- X is inf.
notnum(X) :- X is nan.
cmp :- X is inf, X > 1.0e308.
query(big(_)).
query(cmp).
