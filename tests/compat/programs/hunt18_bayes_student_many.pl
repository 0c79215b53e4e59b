% Bayesian network: the student network for several students, many queries and evidence mixed
student(s1). student(s2). student(s3). student(s4).
0.6::difficult(C) :- course(C).
course(c1). course(c2).
takes(s1, c1). takes(s2, c1). takes(s3, c2). takes(s4, c2).
0.3::smart(S) :- student(S).
0.9::good_grade(S) :- takes(S, C), smart(S), \+ difficult(C).
0.6::good_grade(S) :- takes(S, C), smart(S), difficult(C).
0.5::good_grade(S) :- takes(S, C), \+ smart(S), \+ difficult(C).
0.1::good_grade(S) :- takes(S, C), \+ smart(S), difficult(C).
0.8::letter(S) :- good_grade(S).
0.1::letter(S) :- student(S), \+ good_grade(S).
evidence(letter(s1), true).
evidence(good_grade(s2), false).
evidence(letter(s3), false).
query(difficult(C)).
query(smart(S)).
query(good_grade(s4)).
query(letter(s4)).
