% hunt6 (ProbLog compatibility, 6th hunt): query var
0.5::a. 0.3::b(1).
query(X) :- member(X, [a, b(1), b(2)]).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
