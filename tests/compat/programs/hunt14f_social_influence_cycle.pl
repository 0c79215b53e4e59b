% written for this corpus by a find-only hunt (session 23; probabilistic databases, graphs and tabling)
% Smokers with a cyclic friendship graph (least-model semantics on cycles) and stress
person(ann). person(bob). person(cid).
friend(ann, bob). friend(bob, cid). friend(cid, ann). friend(bob, ann).
0.3::stress(P) :- person(P).
0.2::influences(X, Y) :- friend(X, Y).
smokes(X) :- stress(X).
smokes(X) :- friend(X, Y), influences(Y, X), smokes(Y).
0.4::asthma(X) :- smokes(X).
query(smokes(_)).
query(asthma(ann)).
evidence(smokes(cid), true).
