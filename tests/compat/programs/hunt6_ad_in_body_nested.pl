% hunt6 (ProbLog compatibility, 6th hunt): ad in body nested
0.3::a; 0.5::b.
0.2::c(X); 0.7::d(X) :- a, member(X, [1,2]).
0.6::c(X) :- b, X = 3.
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
query(c(_)). query(d(_)).
