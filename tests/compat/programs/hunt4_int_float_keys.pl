p(1). p(1.0). p(2).
0.5::q(X) :- p(X).
query(q(X)).
same :- 1 =:= 1.0.
query(same).
eq :- 1 == 1.0.
query(eq).
