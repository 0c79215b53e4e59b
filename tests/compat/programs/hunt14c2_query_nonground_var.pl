% written for this corpus by a find-only hunt (session 22; probabilistic graph and reachability)
% queries on a relation with two open arguments and shared atoms
0.3::parent(tom, ann). 0.8::parent(ann, joe). 0.6::parent(ann, kim). 0.9::parent(tom, bob).
ancestor(X, Y) :- parent(X, Y).
ancestor(X, Y) :- parent(X, Z), ancestor(Z, Y).
query(ancestor(tom, X)).
query(ancestor(X, joe)).
query(parent(_, _)).
