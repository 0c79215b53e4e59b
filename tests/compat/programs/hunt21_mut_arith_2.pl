% hunt21: a mutant of hunt19_mut_hunt14c2_bn_student_grades.pl that agrees with ProbLog (arith-negate clause 16 goal 5)
0.4::difficult(course1).
0.6::difficult(course2).
0.3::intelligent(ann).
0.7::intelligent(bob).
student(ann).
student(bob).
course(course1).
course(course2).
takes(ann, course1).
takes(bob, course1).
takes(bob, course2).
0.9::grade(S, C, a) ; 0.08::grade(S, C, b) ; 0.02::grade(S, C, c) :- takes(S, C), intelligent(S), \+ difficult(C).
0.5::grade(S, C, a) ; 0.3::grade(S, C, b) ; 0.2::grade(S, C, c) :- takes(S, C), ( intelligent(S) ; difficult(C) ).
0.3::grade(S, C, a) ; 0.4::grade(S, C, b) ; 0.3::grade(S, C, c) :- takes(S, C), \+ intelligent(S), \+ difficult(C).
0.3::grade(course, difficult, difficult); 0.2::grade_other(course, difficult, difficult).
0.05::grade(S, C, a) ; 0.25::grade(S, C, b) ; 0.7::grade(S, C, c) :- takes(S, C), \+ intelligent(S), findall(C, (difficult(C)), L_14x2), length(L_14x2, N_14x2), \+ N_14x2 < 1, member(C, L_14x2).
0.95::high_sat(S) :- student(S), intelligent(S).
0.2::high_sat(S) :- student(S), \+ intelligent(S).
0.9::letter(S, C) :- grade(S, C, a).
0.6::letter(S, C) :- grade(S, C, b).
0.01::letter(S, C) :- grade(S, C, c).
evidence(grade(bob, course1, a)).
evidence(high_sat(ann), false).
query(intelligent(_)).
query(difficult(_)).
query(letter(S, C)).
:- use_module(library(lists)).
