% written for this corpus by a find-only hunt (session 23; LPAD/cplint-style annotated disjunctions)
% cplint's simple school model: intelligence, difficulty, grade, satisfaction
student(s1). student(s2). student(s3).
course(c1). course(c2).
registration(r1, s1, c1). registration(r2, s1, c2). registration(r3, s2, c1). registration(r4, s3, c2).
0.5::intelligence(S, high); 0.3::intelligence(S, mid); 0.2::intelligence(S, low) :- student(S).
0.4::difficulty(C, hard); 0.6::difficulty(C, easy) :- course(C).
0.7::grade(R, a); 0.2::grade(R, b); 0.1::grade(R, c) :- registration(R, S, C), intelligence(S, high), difficulty(C, easy).
0.4::grade(R, a); 0.4::grade(R, b); 0.2::grade(R, c) :- registration(R, S, C), intelligence(S, high), difficulty(C, hard).
0.3::grade(R, a); 0.5::grade(R, b); 0.2::grade(R, c) :- registration(R, S, C), intelligence(S, mid).
0.1::grade(R, a); 0.3::grade(R, b); 0.6::grade(R, c) :- registration(R, S, C), intelligence(S, low).
0.8::satisfied(S) :- registration(R, S, _), grade(R, a).
query(grade(r1, _)).
query(satisfied(_)).
query(intelligence(s1, _)).
evidence(grade(r2, c)).
