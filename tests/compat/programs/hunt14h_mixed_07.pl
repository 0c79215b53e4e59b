% eye colour inheritance with alleles chosen by annotated disjunctions
parent(ann, cid). parent(bob, cid). parent(cid, eve). parent(dan, eve).
founder(ann). founder(bob). founder(dan).
0.3::allele(P, 1, b); 0.7::allele(P, 1, g) :- founder(P).
0.3::allele(P, 2, b); 0.7::allele(P, 2, g) :- founder(P).
mother(cid, ann). father(cid, bob). mother(eve, cid). father(eve, dan).
0.5::from(C, M, 1); 0.5::from(C, M, 2) :- mother(C, M).
0.5::from(C, F, 1); 0.5::from(C, F, 2) :- father(C, F).
allele(C, 1, A) :- mother(C, M), from(C, M, I), allele(M, I, A).
allele(C, 2, A) :- father(C, F), from(C, F, I), allele(F, I, A).
brown(P) :- allele(P, _, b).
query(brown(eve)). query(brown(cid)). query(allele(eve, 1, _)).
