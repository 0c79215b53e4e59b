:- use_module(library(lists)).
0.3::broken(X) :- member(X, [m1, m2]).
machine(X, line1) :- X = m2.
machine(m1, line1).
line_ok(Line) :- forall(machine(M, Line), \+ broken(M)).
first_broken(M) :- findall(X, (machine(X, line1), broken(X)), [M|_]).
query(line_ok(line1)). query(first_broken(_)).
