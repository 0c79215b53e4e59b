% the standard order of unbound variables as ProbLog's engine numbers them at the call
a :- X == Y.
b :- X \== Y.
c(O) :- compare(O, X, Y).
d :- X @=< Y.
e :- X @>= Y.
f :- f(X, Y) == f(X, Y).
g :- f(X) == f(Y).
h(L) :- sort([X, Y, X], L0), length(L0, L).
i :- X @< a.
query(a). query(b). query(c(_)). query(d). query(e). query(f). query(g). query(h(_)). query(i).
p(_). q(_).
c2 :- p(X), q(Y), X @< Y.
d2 :- q(Y), p(X), X @< Y.
e2 :- X = f(A, B), A @< B.
g2(A) :- msort2([Z, W], A).
msort2(L, S) :- sort(L, S).
h2 :- sort([X, Y], [X, Y]).
query(c2). query(e2). query(h2).
