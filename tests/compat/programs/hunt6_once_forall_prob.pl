% hunt6 (ProbLog compatibility, 6th hunt): once forall prob
0.5::p(1). 0.5::p(2). 0.5::p(3).
some :- once(p(_)).
all :- forall(member(X, [1,2,3]), p(X)).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
query(some). query(all).
