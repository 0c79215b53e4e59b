% findall/3 lists solutions from negated literals in the order they were found (a negated atom takes its atom's place)
0.3::one(I) :- between(1, 3, I).
bit(I, 1) :- one(I).
bit(I, 0) :- \+ one(I).
bits(L) :- findall(B, (between(1, 3, I), bit(I, B)), L).
query(bits(_)).
