% hunt6 (ProbLog compatibility, 6th hunt): query probabilistic clause head
0.4::p(X) :- member(X, [a, b, a]).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
query(p(_)).
