% =.., functor/3, arg/3 building and taking apart terms
0.5::shape(circle(2)). 0.5::shape(rect(2, 3)).
name_of(N) :- shape(S), functor(S, N, _).
arity_of(A) :- shape(S), functor(S, _, A).
first_arg(X) :- shape(S), arg(1, S, X).
parts(L) :- shape(S), S =.. L.
build(T) :- T =.. [point, 1, 2].
area(A) :- shape(circle(R)), A is 3 * R * R.
area(A) :- shape(rect(W, H)), A is W * H.
query(name_of(_)). query(arity_of(_)). query(first_arg(_)). query(parts(_)).
query(build(_)). query(area(_)).
