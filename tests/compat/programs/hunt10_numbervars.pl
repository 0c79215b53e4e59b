% hunt10: numbervars/3 on a term chosen by a probabilistic fact (the count of variables)
t(f(X, Y, X)). t(g(_)). t(h(a)).
0.5::keep(f). 0.4::keep(g). 0.3::keep(h).
nv(F, E) :- t(T), functor(T, F, _), keep(F), numbervars(T, 0, E).
query(nv(_, _)).
