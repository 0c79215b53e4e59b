% sort/2 of terms holding variables, and length/2 completing a partial list
a(L) :- sort([f(Y), f(X), g], L).
b(L) :- L = [x | _], length(L, 3).
query(a(_)). query(b(_)).
