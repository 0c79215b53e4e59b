% tabling: even/odd through a cycle with probabilistic links, stratified negation on top
0.5::s(0, 1). 0.5::s(1, 2). 0.5::s(2, 0). 0.5::s(2, 3).
r(X, Y) :- s(X, Y).
r(X, Y) :- s(X, Z), r(Z, Y).
unreached(Y) :- member(Y, [0, 1, 2, 3]), \+ r(0, Y).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
query(unreached(_)).
query(r(3, _)).
