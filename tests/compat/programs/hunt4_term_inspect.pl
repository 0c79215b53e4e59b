t(f(a, g(b), [1, 2])).
fa(N, A) :- t(T), functor(T, N, A).
ar(X) :- t(T), arg(2, T, X).
un(L) :- t(T), T =.. L.
bl(T) :- T =.. [h, 1, x].
cmp(O) :- compare(O, f(a), f(b)).
ord :- a @< b, 1 @< a, f(a) @> a, [1] @> a.
query(fa(N, A)).
query(ar(X)).
query(un(L)).
query(bl(T)).
query(cmp(O)).
query(ord).
