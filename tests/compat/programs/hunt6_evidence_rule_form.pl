% hunt6 (ProbLog compatibility, 6th hunt): evidence rule form
0.5::p(1). 0.5::p(2). 0.5::p(3).
s :- p(1) ; p(3).
evidence(p(X), true) :- member(X, [2]).
evidence(p(X), false) :- X = 3.
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
query(s).
