% grid world: pits as probabilistic facts, breeze observations
cell(1,1). cell(1,2). cell(2,1). cell(2,2).
0.2::pit(X,Y) :- cell(X,Y), (X,Y) \= (1,1).
adj(X,Y,X2,Y) :- cell(X,Y), X2 is X+1, cell(X2,Y).
adj(X,Y,X2,Y) :- cell(X,Y), X2 is X-1, cell(X2,Y).
adj(X,Y,X,Y2) :- cell(X,Y), Y2 is Y+1, cell(X,Y2).
adj(X,Y,X,Y2) :- cell(X,Y), Y2 is Y-1, cell(X,Y2).
breeze(X,Y) :- adj(X,Y,A,B), pit(A,B).
evidence(breeze(1,1)).
evidence(breeze(1,2), false).
query(pit(2,1)).
query(pit(2,2)).
