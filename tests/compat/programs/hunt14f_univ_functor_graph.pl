% written for this corpus by a find-only hunt (session 23; strings, terms, numbers and printing)
% Generic relation handling: =.., functor/3 and arg/3 over a probabilistic knowledge graph
0.8::rel(likes, ann, bob). 0.5::rel(knows, bob, cid). 0.3::rel(likes, cid, ann).
fact(T) :- rel(R, A, B), T =.. [R, A, B].
first_arg(T, A) :- fact(T), arg(1, T, A).
name_of(T, N/Ar) :- fact(T), functor(T, N, Ar).
build(T) :- T =.. [likes, ann, bob], fact(T).
build2(T) :- functor(likes(ann, bob), N, 2), T =.. [N, ann, bob], fact(T).
query(fact(_)).
query(first_arg(_, cid)).
query(name_of(knows(bob, cid), _)).
query(build(_)).
query(build2(_)).
