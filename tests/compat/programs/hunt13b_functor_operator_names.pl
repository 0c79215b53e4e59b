% hunt13b: functor/3 of a term written with an operator gives ProbLog's quoted name ('xor', '=', '-'), which prints quoted and rebuilds canonically
0.7::expr(a + b). 0.4::expr(a xor b). 0.5::expr(- a). 0.3::expr(x = y). 0.6::expr(f(a, b)). 0.2::expr(a mod b).
name_arity(N, A) :- expr(T), functor(T, N, A).
tagged(t(N)) :- expr(T), functor(T, N, 2).
swapped(S) :- expr(T), functor(T, N, 2), T =.. [_, L, R], S =.. [N, R, L].
univ_name(N) :- expr(T), T =.. [N|_].
query(name_arity(_, _)).
query(tagged(_)).
query(swapped(_)).
query(univ_name(_)).
