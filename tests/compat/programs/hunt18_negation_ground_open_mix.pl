% negation: ground and non-ground \+ in a course prerequisite model with open queries
course(intro). course(algo). course(ml). course(thesis).
requires(algo, intro). requires(ml, algo). requires(thesis, ml). requires(thesis, algo).
0.9::passed(intro). 0.7::passed(algo). 0.6::passed(ml).
blocked(C) :- requires(C, P), \+ passed(P).
eligible(C) :- course(C), \+ blocked(C).
stuck :- course(C), \+ eligible(C), \+ passed(C).
query(eligible(C)).
query(blocked(thesis)).
query(stuck).
