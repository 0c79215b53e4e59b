% ":- Goal." directives that are goals: ProbLog runs them before the queries (all solutions,
% a failing one is no error) and the answers are unchanged; module/2 declares nothing here
:- between(1, 3, X), Y is X * 2, Y > 2.
:- fail.
:- b(_).
0.3::a(1). 0.6::a(2).
b(X) :- a(X).
c :- \+ a(1), b(2).
query(a(1)). query(c).
