% subquery inside a rule comparing two probabilities
0.3::a. 0.6::b.
c :- a, b.
d :- a ; b.
better(X) :- member(X, [c, d]), subquery(X, P), P > 0.5.
member(X,[X|_]).
member(X,[_|T]) :- member(X,T).
query(better(_)).
