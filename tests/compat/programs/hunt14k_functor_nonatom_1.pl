% functor/3 of a number and of a name with arity 0: ProbLog's answers hold a non-atom functor
g(N, A) :- functor(42, N, A).
query(g(_, _)).
k(T) :- functor(T, foo, 0).
query(k(_)).
