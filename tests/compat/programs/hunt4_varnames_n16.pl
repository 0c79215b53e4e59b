g(X) :- X =.. [bar, _, b].
query(g(_)).
