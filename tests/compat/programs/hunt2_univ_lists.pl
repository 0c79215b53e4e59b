% =.. on lists and operators, functor of numbers and atoms
u1(L) :- [a, b] =.. L.
u3(T) :- T =.. [foo].
u5(N, A) :- functor(abc, N, A).
u6(T) :- T =.. [+, 1, 2], X is T, X > 2.
query(u1(_)). query(u3(_)). query(u5(_, _)). query(u6(_)).
