% negation: a course is free when nobody is enrolled (non-ground negation) and a student is idle when enrolled in nothing
student(amy). student(ben). student(cat).
course(logic). course(stats). course(art).
0.4::enrolled(S, C) :- student(S), course(C), C \= art.
0.1::enrolled(S, art) :- student(S).
free(C) :- course(C), \+ enrolled(_, C).
idle(S) :- student(S), \+ enrolled(S, _).
all_busy :- \+ idle(_).
query(free(C)).
query(idle(amy)).
query(all_busy).
