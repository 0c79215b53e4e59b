% written for this corpus by a differential hunt (session 22, hunt14e; agreed before any fix)
% student network: grades as AD with bodies, letter, job offer
0.4::difficulty(c1). 0.6::difficulty(c2).
0.7::intelligent(s1). 0.3::intelligent(s2).
student(s1). student(s2). course(c1). course(c2).
0.3::grade(S,C,a); 0.4::grade(S,C,b); 0.3::grade(S,C,c) :- student(S), course(C), intelligent(S), difficulty(C).
0.9::grade(S,C,a); 0.08::grade(S,C,b); 0.02::grade(S,C,c) :- student(S), course(C), intelligent(S), \+ difficulty(C).
0.05::grade(S,C,a); 0.25::grade(S,C,b); 0.7::grade(S,C,c) :- student(S), course(C), \+ intelligent(S), difficulty(C).
0.3::grade(S,C,a); 0.4::grade(S,C,b); 0.3::grade(S,C,c) :- student(S), course(C), \+ intelligent(S), \+ difficulty(C).
good_student(S) :- student(S), \+ (course(C), grade(S, C, c)).
0.8::offer(S) :- good_student(S).
evidence(grade(s1, c1, a)).
evidence(grade(s2, c2, c), false).
query(intelligent(_)).
query(difficulty(c1)).
query(offer(_)).
query(grade(s2, c1, _)).
