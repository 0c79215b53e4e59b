% ProbLog's prefix operator ~ (900 fx): ~a is the term '~'(a); answers print as ProbLog prints them
0.4::holds(~a).
0.7::holds(~(~b)).
r :- holds(~a).
s :- holds(~(~b)).
t(X) :- X = (~a = b).
u(X) :- X = [~a, ~ 1, ~(-1), ~ (c + d), (~c) + 1, e = (~f), (~g, h)].
v(Y) :- (~ f(Y)) = (~(f(2))).
w :- X = (~a = b), X = (~(a = b)).
query(r).
query(s).
query(t(_)).
query(u(_)).
query(v(_)).
query(w).
