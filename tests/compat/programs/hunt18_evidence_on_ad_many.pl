% annotated disjunctions: a die per player, evidence that some players rolled high, queries on others
player(p1). player(p2). player(p3).
1/6::roll(P, 1); 1/6::roll(P, 2); 1/6::roll(P, 3); 1/6::roll(P, 4); 1/6::roll(P, 5); 1/6::roll(P, 6) :- player(P).
high(P) :- roll(P, R), R >= 5.
winner(P) :- roll(P, R), \+ beaten(P, R).
beaten(P, R) :- player(Q), Q \= P, roll(Q, S), S > R.
evidence(high(p1)).
evidence(roll(p2, 6), false).
query(roll(p1, X)).
query(winner(P)).
query(high(p3)).
