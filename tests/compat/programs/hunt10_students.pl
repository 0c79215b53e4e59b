% hunt10: a student-grade network with two courses and evidence on grades
student(s1). student(s2). course(c1). course(c2).
0.6::smart(S) :- student(S).
0.4::hard(C) :- course(C).
0.9::grade(S, C, a); 0.1::grade(S, C, b) :- smart(S), \+ hard(C).
0.5::grade(S, C, a); 0.5::grade(S, C, b) :- smart(S), hard(C).
0.3::grade(S, C, a); 0.7::grade(S, C, b) :- student(S), course(C), \+ smart(S).
evidence(grade(s1, c1, a)).
evidence(grade(s2, c1, b)).
query(smart(_)).
query(hard(c1)).
query(grade(s1, c2, a)).
