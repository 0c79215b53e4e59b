% written for this corpus by a find-only hunt (session 22; Bayesian network with evidence)
% blood type inheritance over a small pedigree
0.3::allele(P, 1, a) ; 0.1::allele(P, 1, b) ; 0.6::allele(P, 1, o) :- founder(P).
0.3::allele(P, 2, a) ; 0.1::allele(P, 2, b) ; 0.6::allele(P, 2, o) :- founder(P).
founder(mum). founder(dad).
parent(kid, mum, 1). parent(kid, dad, 2).
0.5::from(C, S, 1) ; 0.5::from(C, S, 2) :- parent(C, _, S).
allele(C, S, X) :- parent(C, P, S), from(C, S, K), allele(P, K, X).
bloodtype(P, ab) :- allele(P, 1, a), allele(P, 2, b).
bloodtype(P, ab) :- allele(P, 1, b), allele(P, 2, a).
bloodtype(P, a) :- allele(P, 1, a), \+ allele(P, 2, b).
bloodtype(P, a) :- allele(P, 2, a), \+ allele(P, 1, b).
bloodtype(P, b) :- allele(P, 1, b), \+ allele(P, 2, a).
bloodtype(P, b) :- allele(P, 2, b), \+ allele(P, 1, a).
bloodtype(P, o) :- allele(P, 1, o), allele(P, 2, o).
evidence(bloodtype(mum, a)).
query(bloodtype(kid, T)).
