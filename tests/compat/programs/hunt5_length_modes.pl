% length/2 building lists and checking them
a(L) :- length(L, 2).
b(N) :- length([a, b, c], N).
c(X) :- length(L, 3), L = [X|_], X = z.
query(b(_)). query(c(_)).
d :- a([_, _]).
query(d).
