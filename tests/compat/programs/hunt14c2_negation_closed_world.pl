% written for this corpus by a find-only hunt (session 22; probabilistic database with negation)
% probabilistic database with negation and an unknown(fail) directive
:- unknown(fail).
0.8::course_offered(ai). 0.6::course_offered(db). 0.9::course_offered(ml).
0.5::prereq(ml, ai).
enrolled(tom, ml). enrolled(tom, db). enrolled(sue, ai).
can_take(S, C) :- enrolled(S, C), course_offered(C), \+ missing_prereq(S, C).
missing_prereq(S, C) :- prereq(C, P), \+ passed(S, P).
passed(sue, ai).
blocked(S) :- enrolled(S, _), \+ can_take(S, _).
query(can_take(S, C)).
query(blocked(S)).
