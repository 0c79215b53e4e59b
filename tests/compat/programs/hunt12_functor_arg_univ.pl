% hunt12: functor/3, arg/3 and =../2 on terms from probabilistic facts
0.5::shape(circle(3)). 0.4::shape(rect(2, 5)). 0.3::shape(tri(1, 2, 3)).
arity(N) :- shape(S), functor(S, _, N).
first(A) :- shape(S), arg(1, S, A).
parts(P) :- shape(S), S =.. P.
query(arity(_)).
query(first(_)).
query(parts(_)).
