% pedigree with an eye-colour gene: ADs for inherited alleles, evidence on a child
parent(mum, kid). parent(dad, kid). parent(kid, grandkid). parent(other, grandkid).
founder(mum). founder(dad). founder(other).
0.3::allele(P, 1, b); 0.7::allele(P, 1, g) :- founder(P).
0.3::allele(P, 2, b); 0.7::allele(P, 2, g) :- founder(P).
0.5::from(C, M, 1); 0.5::from(C, M, 2) :- parent(M, C).
allele(C, 1, A) :- first_parent(C, M), from(C, M, I), allele(M, I, A).
allele(C, 2, A) :- second_parent(C, D), from(C, D, I), allele(D, I, A).
first_parent(kid, mum). second_parent(kid, dad).
first_parent(grandkid, kid). second_parent(grandkid, other).
brown(P) :- allele(P, _, b).
evidence(brown(grandkid), true).
query(brown(kid)). query(brown(mum)). query(allele(other, 1, b)).
