% two dice, players, win conditions
1/6::die(D,1); 1/6::die(D,2); 1/6::die(D,3); 1/6::die(D,4); 1/6::die(D,5); 1/6::die(D,6) :- player(D).
player(alice). player(bob).
score(P, S) :- die(P, S).
wins(alice) :- score(alice, A), score(bob, B), A > B.
wins(bob) :- score(alice, A), score(bob, B), B > A.
draw :- score(alice, X), score(bob, X).
double_six :- die(alice, 6), die(bob, 6).
total(T) :- score(alice, A), score(bob, B), T is A + B.
query(wins(_)).
query(draw).
query(double_six).
query(total(_)).
evidence(total(7)).
