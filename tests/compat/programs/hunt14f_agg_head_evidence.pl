% written for this corpus by a find-only hunt (session 23; findall, aggregates and library(collect))
% Expected team size and total salary with aggregate heads under evidence
:- use_module(library(lists)).
:- use_module(library(aggregate)).
0.9::hired(ann). 0.5::hired(bob). 0.4::hired(cid).
salary(ann, 50). salary(bob, 40). salary(cid, 60).
dept(ann, r). dept(bob, r). dept(cid, s).
payroll(D, sum<S>) :- dept(P, D), hired(P), salary(P, S).
avg_pay(D, avg<S>) :- dept(P, D), hired(P), salary(P, S).
query(payroll(_, _)).
query(avg_pay(r, _)).
evidence(hired(bob), true).
