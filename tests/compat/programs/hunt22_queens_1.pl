% probabilistic 4-queens: each queen's column an annotated disjunction; P(the placement is a solution) and P(queen 1 in column 2 | solution)
1/4::q(1, 1); 1/4::q(1, 2); 1/4::q(1, 3); 1/4::q(1, 4).
1/4::q(2, 1); 1/4::q(2, 2); 1/4::q(2, 3); 1/4::q(2, 4).
1/4::q(3, 1); 1/4::q(3, 2); 1/4::q(3, 3); 1/4::q(3, 4).
1/4::q(4, 1); 1/4::q(4, 2); 1/4::q(4, 3); 1/4::q(4, 4).
attack(R1, R2) :- q(R1, C), q(R2, C), R1 < R2.
attack(R1, R2) :- q(R1, C1), q(R2, C2), R1 < R2, D is abs(C1 - C2), D =:= R2 - R1.
row(1). row(2). row(3). row(4).
bad :- row(A), row(B), attack(A, B).
ok :- \+ bad.
query(ok).
query(q(1, 2)).
evidence(ok).
