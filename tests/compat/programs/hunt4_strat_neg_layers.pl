% stratified negation over four layers
0.5::base(X) :- member(X, [a, b, c]).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
l1(X) :- member(X, [a, b, c]), \+ base(X).
l2(X) :- member(X, [a, b, c]), \+ l1(X), base(X).
l3(X) :- member(X, [a, b, c]), \+ l2(X).
l4 :- \+ l3(a), \+ l3(b).
query(l1(X)).
query(l2(X)).
query(l3(X)).
query(l4).
