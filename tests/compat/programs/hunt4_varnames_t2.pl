p(_, _).
b(X, Y) :- p(X, Y).
c(L) :- b(X, Y), L = [X, Y].
d(L) :- \+ fail, c(L).
query(b(_,_)).
query(c(_)).
query(d(_)).
