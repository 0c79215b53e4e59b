% genetics: ABO blood group over three generations, allele ADs per founder, evidence on a grandchild
:- use_module(library(lists)).
founder(g1). founder(g2). founder(g3). founder(g4).
child(p1, g1, g2). child(p2, g3, g4). child(k1, p1, p2). child(k2, p1, p2).
0.25::allele(F, 1, a); 0.1::allele(F, 1, b); 0.65::allele(F, 1, o) :- founder(F).
0.25::allele(F, 2, a); 0.1::allele(F, 2, b); 0.65::allele(F, 2, o) :- founder(F).
0.5::from(C, M, 1); 0.5::from(C, M, 2) :- child(C, M, _).
0.5::from(C, F, 1); 0.5::from(C, F, 2) :- child(C, _, F).
allele(C, 1, A) :- child(C, M, _), from(C, M, I), allele(M, I, A).
allele(C, 2, A) :- child(C, _, F), from(C, F, I), allele(F, I, A).
genotype(P, G) :- allele(P, 1, A), allele(P, 2, B), (A @=< B, G = [A, B] ; A @> B, G = [B, A]).
blood(P, ab) :- genotype(P, [a, b]).
blood(P, a) :- genotype(P, [a, a]).
blood(P, a) :- genotype(P, [a, o]).
blood(P, b) :- genotype(P, [b, b]).
blood(P, b) :- genotype(P, [b, o]).
blood(P, o) :- genotype(P, [o, o]).
evidence(blood(k1, ab)).
evidence(blood(g1, o)).
query(blood(k2, T)).
query(blood(p2, T)).
query(blood(g3, T)).
