% hunt13b: goals built with =.. and functor/3 from probabilistic choices, then called
0.6::op(<). 0.3::op(>). 0.5::op(=:=).
0.5::n(1). 0.5::n(2).
holds(O, X, Y) :- op(O), n(X), n(Y), G =.. [O, X, Y], call(G).
shape(N, A) :- op(O), G =.. [O, 1, 2], functor(G, N, A).
args(L) :- n(X), T = pair(X, f(X)), T =.. [_|L].
arg2(V) :- n(X), arg(2, g(a, X, c), V).
query(holds(_, _, _)). query(shape(_, _)). query(args(_)). query(arg2(_)).
