show(X) :- write(X), nl, write(f(X, Y, X)), nl, write(Y), nl, write(g(Z, Y)), nl, X = 1.
w2 :- A = f(B), write(A-B-C), nl.
w3(X) :- write(X), nl.
p(_, _).
w4 :- p(A, B), write(A/B), nl.
query(show(_)). query(w2). query(w3(foo)). query(w4).
