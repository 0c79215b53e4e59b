% hunt10: negation over a tabled recursive predicate
0.5::e(1,2). 0.5::e(2,3). 0.5::e(3,1). 0.5::e(3,4).
reach(X,Y) :- e(X,Y).
reach(X,Y) :- e(X,Z), reach(Z,Y).
isolated(X) :- node(X), \+ reach(1, X).
node(1). node(2). node(3). node(4).
query(isolated(_)).
