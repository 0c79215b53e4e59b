% hunt12: compare/3 and @</@> on numbers of different lengths, floats and negatives (ProbLog's text order for different values)
0.5::n(10). 0.5::n(9). 0.5::n(-1). 0.5::n(-2). 0.5::n(2.5). 0.5::n(1.0e10). 0.5::n(1). 0.5::n(1.0).
lt(X, Y) :- n(X), n(Y), X @< Y.
cmp(O, X, Y) :- member(X, [10, 1.0]), member(Y, [9, 1, 2.5]), compare(O, X, Y).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
query(lt(10, _)).
query(lt(_, -2)).
query(cmp(_, _, _)).
