% meta: once/1, forall/2, call/N with extra arguments, a goal held in a variable, not/1
0.4::a(1). 0.6::a(2). a(3).
0.5::b(X, Y) :- a(X), Y is X * 10.
first(X) :- once(a(X)).
allpos :- forall(a(X), X > 0).
extra(X, Y) :- call(b, X, Y).
partial(Y) :- G = b(2), call(G, Y).
held(X) :- G = a(X), G.
none2 :- not(a(2)).
query(first(_)).
query(allpos).
query(extra(_, _)).
query(partial(_)).
query(held(_)).
query(none2).
