mem(X, [X|_]).
mem(X, [_|T]) :- mem(X, T).
query(mem(_, [a, _, c])).
sel(L) :- mem(z, L).
query(mem(z, [_, _])).
