% hunt21: a mutant of hunt19_mut_hunt14h_misc_07.pl that agrees with ProbLog (left-rec clause 25 goal 2)
p(1).
p(2).
p(3).
p(4).
p(5).
p(6).
p(7).
p(8).
f(1, 2).
f(2, 3).
f(3, 4).
f(4, 5).
f(5, 6).
f(6, 7).
f(7, 8).
f(8, 1).
f(2, 6).
f(3, 7).
1.0/2::friend(X, Y) :- f(X, Y).
friends(X, Y) :- friend(X, Y).
friends(X, Y) :- friend(Y, X).
0.25::stress(X) :- p(X).
0.3::influence(X, Y) :- friends(X, Y).
smokes(X) :- stress(X).
smokes(X) :- smokes(Y), influence(Y, X).
evidence(smokes(1), true).
evidence(smokes(4), false).
evidence(smokes(7), false).
query(smokes(X)) :- call(p, X), X \= 1, X \= 4, X \= 7.
