% float literals are rounded to 15 decimal places as ProbLog keeps them
t(1.0e-20).
q :- t(X), X > 0.
r :- X = 0.30000000000000004, X > 0.3.
s(Y) :- Y is 1.0e-20 * 1.0e20.
u(X) :- X = 0.1234567890123456789.
v :- 0.30000000000000004 =:= 0.3.
query(q). query(r). query(s(_)). query(u(_)). query(v).
