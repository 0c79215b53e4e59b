% two coins and a die with annotated disjunctions
0.5::heads1.
0.6::heads2.
1/6::die(1); 1/6::die(2); 1/6::die(3); 1/6::die(4); 1/6::die(5); 1/6::die(6).
twoheads :- heads1, heads2.
someheads :- heads1.
someheads :- heads2.
even :- die(X), X mod 2 =:= 0.
big :- die(X), X > 4.
win :- twoheads, even.
win :- \+ someheads, die(6).
query(twoheads).
query(someheads).
query(even).
query(big).
query(win).
query(die(X)).
