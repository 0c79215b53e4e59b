% written for this corpus by a find-only hunt (session 22; findall and aggregates)
% probabilistic payroll with library(aggregate)
:- use_module(library(aggregate)).
0.9::employed(ann). 0.5::employed(ben). 0.7::employed(cat).
base(ann, 100). base(ben, 80). base(cat, 120).
dept(ann, rd). dept(ben, rd). dept(cat, ops).
salary(D, S) :- employed(E), dept(E, D), base(E, S).
total(D, sum<S>) :- salary(D, S).
average(D, avg<S>) :- salary(D, S).
top(D, max<S>) :- salary(D, S).
query(total(D, T)).
query(average(rd, A)).
query(top(D, M)).
