% =.. on atomic terms and lists, and building from a list
u1(L) :- 5 =.. L.
u2(L) :- abc =.. L.
u3(N) :- [a, b] =.. L, length(L, N).
u4(T) :- T =.. [point, 1, -2].
u5(T) :- T =.. [solo].
query(u1(_)). query(u2(_)). query(u3(_)). query(u4(_)). query(u5(_)).
