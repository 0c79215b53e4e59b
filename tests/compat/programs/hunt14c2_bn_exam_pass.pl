% written for this corpus by a find-only hunt (session 22; Bayesian network with evidence)
% exam network: studying, sleep, passing two exams, and a scholarship
0.6::studies(S) :- student(S).
0.7::sleeps_well(S) :- student(S).
student(amy). student(ben).
exam(math). exam(physics).
0.9::passes(S, E) :- student(S), exam(E), studies(S), sleeps_well(S).
0.6::passes(S, E) :- student(S), exam(E), studies(S), \+ sleeps_well(S).
0.3::passes(S, E) :- student(S), exam(E), \+ studies(S).
scholarship(S) :- student(S), passes(S, math), passes(S, physics).
evidence(passes(amy, math)).
evidence(passes(ben, physics), false).
query(studies(S)).
query(scholarship(S)).
