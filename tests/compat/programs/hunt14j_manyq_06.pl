% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% 500 open answers: a deterministic grid times two probabilistic facts
0.3::rare. 0.6::common.
cell(X, Y) :- between(1, 25, X), between(1, 20, Y).
lit(X, Y) :- cell(X, Y), X mod 3 =:= 0, common.
lit(X, Y) :- cell(X, Y), Y > 15, rare.
dark(X, Y) :- cell(X, Y), \+ lit(X, Y).
query(dark(_, _)).
