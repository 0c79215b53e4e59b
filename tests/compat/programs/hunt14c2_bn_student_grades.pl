% written for this corpus by a find-only hunt (session 22; Bayesian network with evidence)
% student network: difficulty, intelligence, grade, SAT, letter
0.4::difficult(course1).
0.6::difficult(course2).
0.3::intelligent(ann).
0.7::intelligent(bob).
student(ann). student(bob).
course(course1). course(course2).
takes(ann, course1). takes(bob, course1). takes(bob, course2).
0.9::grade(S, C, a) ; 0.08::grade(S, C, b) ; 0.02::grade(S, C, c) :- takes(S, C), intelligent(S), \+ difficult(C).
0.5::grade(S, C, a) ; 0.3::grade(S, C, b) ; 0.2::grade(S, C, c) :- takes(S, C), intelligent(S), difficult(C).
0.3::grade(S, C, a) ; 0.4::grade(S, C, b) ; 0.3::grade(S, C, c) :- takes(S, C), \+ intelligent(S), \+ difficult(C).
0.05::grade(S, C, a) ; 0.25::grade(S, C, b) ; 0.7::grade(S, C, c) :- takes(S, C), \+ intelligent(S), difficult(C).
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
