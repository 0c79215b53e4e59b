% stratified negation over a recursive predicate
0.6::e(1, 2). 0.6::e(2, 3). 0.6::e(3, 1). 0.2::e(3, 4).
node(1). node(2). node(3). node(4).
r(X, Y) :- e(X, Y).
r(X, Y) :- e(X, Z), r(Z, Y).
unreach(X) :- node(X), \+ r(1, X).
isolated(X) :- node(X), \+ r(X, _), \+ r(_, X).
query(unreach(_)). query(isolated(_)).
