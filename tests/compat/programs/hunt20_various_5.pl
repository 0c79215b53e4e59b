% various: term inspection (functor, arg, =..) and the standard order of terms
t(1, X) :- functor(foo(a, b, c), N, A), X = N/A.
t(3, X) :- arg(2, f(a, b, c), X).
t(4, X) :- f(a, B) =.. X, B = 1.
t(5, X) :- X =.. [g, 1, 2].
t(6, X) :- sort([c, 1, b, 2.0, f(a), "s", a, g(a, b), 1.0], X).
t(7, X) :- sort([b, a, c, a], X).
t(8, X) :- compare(X, 1, 1.0).
t(9, X) :- compare(X, f(a), g).
t(10, yes) :- a @< b.
t(11, X) :- length(X, 2).
t(12, arity_first) :- f(a, b) @> f(b).
t(12, name_first) :- f(a, b) @=< f(b).
query(t(_, _)).
