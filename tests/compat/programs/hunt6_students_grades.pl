% hunt6 (ProbLog compatibility, 6th hunt): students grades
:- use_module(library(lists)).
student(ann). student(bob). student(cy).
course(ai). course(db).
0.7::passes(S, C) :- student(S), course(C).
passed_all(S) :- student(S), findall(C, course(C), Cs), all_passed(S, Cs).
all_passed(_, []).
all_passed(S, [C|Cs]) :- passes(S, C), all_passed(S, Cs).
count_pass(C, N) :- course(C), findall(S, passes(S, C), L), length(L, N).
query(passed_all(_)). query(count_pass(ai, _)).
evidence(passes(bob, db), false).
