% written for this corpus by a find-only hunt (session 23; LPAD/cplint-style annotated disjunctions)
% ADs in rule heads sharing two variables with the body
edge(a,b). edge(b,c). edge(a,c). edge(c,d). edge(b,d).
0.5::route(X,Y,fast); 0.3::route(X,Y,slow); 0.2::route(X,Y,blocked) :- edge(X,Y).
cost(fast, 1). cost(slow, 3).
trip(X, Y, C) :- route(X, Y, M), cost(M, C).
trip(X, Y, C) :- route(X, Z, M), cost(M, C1), trip(Z, Y, C2), C is C1 + C2.
cheap(X, Y) :- trip(X, Y, C), C =< 3.
query(trip(a, d, _)).
query(cheap(a, d)).
query(cheap(_, c)).
