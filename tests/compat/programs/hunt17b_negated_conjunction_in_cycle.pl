% hunt17b: a negated conjunction with two proofs inside a recursive clause made a new OR node each fixpoint round, so the cyclic reach/2 never completed (the node is now hash-consed, as ProbLog's read-only OR nodes)
0.5::e(a, b).
0.5::e(b, a).
0.5::e(b, c).
0.6::e(a, c).
0.5::bad(c).
0.5::bad(a).
reach(X, Y) :- e(X, Y).
reach(X, Y) :- e(X, Z), \+ (e(Z, W), bad(W)), reach(Z, Y).
query(reach(a, a)).
query(reach(b, b)).
query(reach(a, b)).
