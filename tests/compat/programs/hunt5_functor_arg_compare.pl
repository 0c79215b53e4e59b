% functor/3, arg/3 and compare/3 in their usual modes
a(N-A) :- functor(f(x, y, z), N, A).
b(X-Y) :- T = g(1, 5), arg(1, T, X), arg(2, T, Y).
c(X) :- arg(2, h(a, b, c), X).
d(O) :- compare(O, f(1), f(2)).
e(O) :- compare(O, b, a).
f(O) :- compare(O, 1, 1.0).
g(L) :- sort([c, 3, f(a), b, 1.5, "s", [x]], L).
query(a(_)). query(b(_)). query(c(_)). query(d(_)). query(e(_)). query(f(_)). query(g(_)).
