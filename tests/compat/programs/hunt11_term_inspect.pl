% functor, arg, =.. on terms from probabilistic facts
0.5::shape(circle(3)). 0.5::shape(rect(2, 4)).
info(F, N) :- shape(S), functor(S, F, N).
first(X) :- shape(S), arg(1, S, X).
parts(L) :- shape(S), S =.. L.
area(A) :- shape(circle(R)), A is 3 * R * R.
area(A) :- shape(rect(W, H)), A is W * H.
query(info(_, _)).
query(first(_)).
query(parts(_)).
query(area(_)).
