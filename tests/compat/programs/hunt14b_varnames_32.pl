% hunt14b: unbound variables in answers, named as ProbLog names them (X<n>), checked with problog
m(X, [X|_]).
m(X, [_|T]) :- m(X, T).
q(L) :- findall(X, m(X, [A, 1]), L), A = z.
query(q(_)).
