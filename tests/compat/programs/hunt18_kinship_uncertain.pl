% kinship: uncertain parent links from a genealogy, ancestor closure and cousin relation
0.9::parent_of(anna, bert). 0.8::parent_of(anna, cara).
0.95::parent_of(bert, dirk). 0.7::parent_of(cara, emma).
0.6::parent_of(cara, finn). 0.9::parent_of(dirk, gina).
0.5::parent_of(emma, hugo).
ancestor(X, Y) :- parent_of(X, Y).
ancestor(X, Y) :- parent_of(X, Z), ancestor(Z, Y).
sibling(X, Y) :- parent_of(P, X), parent_of(P, Y), X \== Y.
cousin(X, Y) :- parent_of(A, X), parent_of(B, Y), sibling(A, B).
related(X, Y) :- ancestor(Z, X), ancestor(Z, Y), X \== Y.
query(ancestor(anna, X)).
query(cousin(dirk, Y)).
query(sibling(emma, finn)).
query(related(gina, hugo)).
