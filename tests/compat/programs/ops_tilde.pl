% operators: ProbLog's ~ comparison family is plain syntax (terms), usable as data
0.3::rel(a ~< b). 0.6::rel(b ~>= c). rel(c ~== d). 0.5::rel(d ~=/= e).
lhs(X) :- rel(T), T =.. [_, X, _].
op(O) :- rel(T), functor(T, O, 2).
query(lhs(_)). query(op(_)).
