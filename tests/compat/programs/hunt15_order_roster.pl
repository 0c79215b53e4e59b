% a course roster: enrolments are facts plus a rule that enrols every honours student, listed per course
:- use_module(library(lists)).
0.9::enrolled(ann, logic).
0.5::enrolled(S, logic) :- honours(S).
0.8::enrolled(bob, logic).
0.7::enrolled(bob, stats).
honours(cid). honours(dee).
roster(C, L) :- findall(S, enrolled(S, C), L).
size(C, N) :- roster(C, L), length(L, N).
first_listed(C, S) :- roster(C, [S|_]).
query(roster(logic, _)). query(size(logic, _)). query(first_listed(logic, _)).
