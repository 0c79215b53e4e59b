% integers vs compound minus
isint(K) :- t(K, X), integer(X).
t(a, - 1).
t(b, -1).
t(c, - (1)).
t(d, -(1)).
t(e, -(-1)).
query(isint(_)).
