% hunt6 (ProbLog compatibility, 6th hunt): double neg
0.3::a. 0.4::b(1). 0.5::b(2).
c :- \+ \+ a.
d(X) :- member(X, [1,2,3]), \+ \+ b(X).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
query(c). query(d(_)).
