% hunt14b: query/1 forms users write (builtins, repeated queries, query rules, flexible probabilities), checked with problog
0.5::b(X) :- member(X, [1, 2]).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
query(b(_)).
