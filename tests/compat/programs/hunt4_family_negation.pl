parent(ann, bob). parent(ann, cat). parent(bob, dan). parent(cat, eve).
male(bob). male(dan).
0.8::alive(X) :- parent(_, X).
0.9::alive(ann).
female(X) :- person(X), \+ male(X).
person(X) :- parent(X, _).
person(X) :- parent(_, X).
orphan(X) :- parent(P, X), \+ alive(P).
grandma(G, C) :- female(G), parent(G, P), parent(P, C), alive(G).
query(orphan(X)).
query(grandma(G, C)).
query(female(X)).
