% library(assert): assertz/1, retract/1, retractall/1 change the database while grounding, in
% query order, whatever the world (w asserts v :- a in every world); retract binds nothing; a
% query written twice is grounded once; retractall leaves the predicate defined
:- use_module(library(assert)).
0.3::a. 0.6::b.
q(0). q(2).
p :- a, assertz(q(1)).
w :- b, assertz((v :- a)).
c(L) :- findall(X, q(X), L).
z :- v.
r2(L) :- retract(q(2)), findall(Y, q(Y), L).
r3 :- retract(q(9)).
r4(L) :- retractall(q(_)), findall(Y, q(Y), L).
r5(L) :- assertz(s(7)), assertz((t(X) :- s(X), X > 5)), findall(Y, t(Y), L).
r6 :- retract(s(X)), var(X).
query(c(_)). query(p). query(c(_)). query(w). query(z). query(r2(_)). query(r3).
query(r5(_)). query(r6). query(r4(_)).
