% written for this corpus by a find-only hunt (session 22; probabilistic database with negation)
% uncertain registrations: students with no course, courses with more than one student
0.7::reg(s1, ai). 0.4::reg(s1, db). 0.6::reg(s2, ai). 0.5::reg(s3, db). 0.2::reg(s3, os).
stud(s1). stud(s2). stud(s3). crs(ai). crs(db). crs(os).
idle(S) :- stud(S), \+ reg(S, _).
popular(C) :- crs(C), reg(S1, C), reg(S2, C), S1 @< S2.
classmates(A, B) :- reg(A, C), reg(B, C), A @< B.
query(idle(S)).
query(popular(C)).
query(classmates(A, B)).
