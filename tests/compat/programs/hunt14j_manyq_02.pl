% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% an open query with 400 answers over a deterministic table times a probabilistic fact
0.3::rare.
val(X, Y) :- between(1, 20, X), between(1, 20, Y).
0.5::odd_ok(X) :- between(1, 20, X), X mod 2 =:= 1.
p(X, Y) :- val(X, Y), odd_ok(X).
p(X, Y) :- val(X, Y), rare, Y > 10.
query(p(_, _)).
