% written for this corpus by a find-only hunt (session 22; grid model with evidence)
% two-by-two grid of spins with agreement factors as evidence
site(1). site(2). site(3). site(4).
nb(1, 2). nb(1, 3). nb(2, 4). nb(3, 4).
0.5::up(S) :- site(S).
0.8::agree_ok(A, B) :- nb(A, B).
agree(A, B) :- up(A), up(B).
agree(A, B) :- \+ up(A), \+ up(B).
factor(A, B) :- nb(A, B), agree(A, B).
factor(A, B) :- nb(A, B), \+ agree(A, B), \+ agree_ok(A, B).
all_factors :- factor(1, 2), factor(1, 3), factor(2, 4), factor(3, 4).
evidence(all_factors).
evidence(up(1)).
query(up(4)).
