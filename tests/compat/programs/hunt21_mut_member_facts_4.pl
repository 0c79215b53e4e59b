% hunt21: a mutant of hunt19_mut_hunt14h_misc_07.pl that agrees with ProbLog (member-facts f/2 member)
:- use_module(library(lists)).
p(1).
p(2).
p(3).
p(4).
p(5).
p(6).
p(7).
p(8).
f(A0_m, A1_m) :- member(f_(A0_m, A1_m), [f_(1, 2), f_(2, 3), f_(3, 4), f_(4, 5), f_(5, 6), f_(6, 7), f_(7, 8), f_(8, 1), f_(2, 6), f_(3, 7)]).
1.0/2::friend(X, Y) :- f(X, Y).
friends(X, Y) :- friend(X, Y).
friends(X, Y) :- friend(Y, X).
0.25::stress(X) :- p(X).
0.3::influence(X, Y) :- friends(X, Y).
smokes(X) :- stress(X).
smokes(X) :- influence(Y, X), smokes(Y).
evidence(smokes(1), true).
evidence(smokes(4), false).
evidence(smokes(7), false).
query(smokes(X)) :- call(p, X), X \= 1, X \= 4, X \= 7.
