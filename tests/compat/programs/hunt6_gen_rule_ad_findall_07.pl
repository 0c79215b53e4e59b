% generated: rule-bodied annotated disjunction, evidence, findall/all, queries in order ['openx', 'al']
item(1). item(2).
0.2::col(I, red); 0.5::col(I, green); 0.3::col(I, blue) :- item(I).
warm(I) :- col(I, red).
warm(I) :- col(I, green), I > 1.
notred(I) :- item(I), \+ col(I, red).
reds(L) :- findall(I, col(I, red), L).
hot(L) :- findall(I-C, (warm(I), col(I, C)), L).
allred(L) :- all(I, col(I, red), L).
query(col(1, _)).
query(allred(_)).
evidence(col(2, red)).
