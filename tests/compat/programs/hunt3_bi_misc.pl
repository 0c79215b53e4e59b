% ProbLog's own builtins in deterministic helpers: succ/2, plus/3, length/2, =../2, functor/3, arg/3
c :- atom_number(foo, _).
e(X) :- succ(X, 5).
f(X) :- succ(3, X).
g(X) :- plus(2, X, 7).
h(X) :- plus(X, 3, 10).
i(N) :- length([a, b, c], N).
j(L) :- length([a,b|T], 3), T = [z], L = [a,b|T].
k(X) :- X =.. [f, a, 1].
l(L) :- f(a, g(b)) =.. L.
m(N, A) :- functor(foo(x, y, z), N, A).
o(X) :- arg(2, f(a, b, c), X).
p(N-X) :- between(1, 2, N), arg(N, f(a, b), X).
query(c). query(e(_)). query(f(_)). query(g(_)). query(h(_)).
query(i(_)). query(j(_)). query(k(_)). query(l(_)). query(m(_,_)). query(o(_)). query(p(_)).
