% hunt10: functor/3 and =../2 on terms from probabilistic facts
0.5::t(f(a, b)). 0.5::t(g(1)). t(h).
fa(N, A) :- t(T), functor(T, N, A).
a1(X) :- t(T), T =.. [_, X | _].
query(fa(_, _)). query(a1(_)).
