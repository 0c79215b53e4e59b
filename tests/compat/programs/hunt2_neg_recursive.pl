% negation of a probabilistic recursive goal
0.5::e(a,b). 0.5::e(b,c). 0.5::e(c,a). 0.5::e(a,d).
reach(X,Y) :- e(X,Y).
reach(X,Y) :- e(X,Z), reach(Z,Y).
isolated(X) :- member(X, [a,b,c,d]), \+ reach(a, X).
unreachable_all :- \+ reach(a, _).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
query(isolated(_)).
query(unreachable_all).
query(reach(a, a)).
