% kinship with evidence: uncertain paternity, evidence that two people are siblings, open queries on parents
0.5::father(tom, ann); 0.5::father(jim, ann).
0.6::father(tom, bea); 0.4::father(jim, bea).
0.3::father(tom, cal); 0.7::father(jim, cal).
sibling(X, Y) :- father(F, X), father(F, Y), X \= Y.
evidence(sibling(ann, bea)).
evidence(sibling(bea, cal), false).
query(father(F, ann)).
query(father(F, cal)).
query(sibling(ann, cal)).
