% hunt14b: query/1 forms users write (builtins, repeated queries, query rules, flexible probabilities), checked with problog
P::coin(P) :- member(P, [0.1, 0.5]).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
query(coin(_)).
