% written for this corpus by a find-only hunt (session 23; probability labels, annotated disjunctions, negative heads, evidence)
% Probabilistic clauses whose bodies have variables local to a negation or a findall
0.6::owns(ann, car1). 0.3::owns(bob, car2). 0.5::owns(bob, bike).
person(ann). person(bob). person(cid).
0.3::carless(P) :- person(P), \+ owns(P, _).
0.4::fleet(L) :- findall(V, owns(_, V), L).
query(carless(_)).
query(fleet(_)).
