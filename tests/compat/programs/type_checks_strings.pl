% as in ProbLog 2.3, a string is not atomic/1 (an atom or a number) but is simple/1 and primitive/1; succ(X, 0) gives -1
0.5::s("text"). 0.5::s(word). 0.5::s(12). 0.5::s(f(x)).
atomic_s(X) :- s(X), atomic(X).
simple_s(X) :- s(X), simple(X).
primitive_s(X) :- s(X), primitive(X).
callable_s(X) :- s(X), callable(X).
r(X) :- succ(X, 0).
r(X) :- succ(X, 5).
r(X) :- succ(4, X).
query(atomic_s(_)). query(simple_s(_)). query(primitive_s(_)). query(callable_s(_)). query(r(_)).
