% hunt6 (ProbLog compatibility, 6th hunt): genes inherit
0.5::allele(P, 1, X) :- parent_of(P, X, 1).
parent_of(mum, kid, 1). parent_of(dad, kid, 1).
has(mum, a). has(dad, b).
0.5::gives(P, a); 0.5::gives(P, b) :- has(P, _).
kid_allele(A) :- gives(mum, A).
kid_allele(A) :- gives(dad, A).
query(kid_allele(_)).
