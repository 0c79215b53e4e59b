% three coins, one of them biased and unknown: which one given the tosses
0.333::biased(c1); 0.333::biased(c2); 0.334::biased(c3).
coin(c1). coin(c2). coin(c3).
0.9::heads(C, T) :- coin(C), biased(C), between(1, 3, T).
0.5::heads(C, T) :- coin(C), \+ biased(C), between(1, 3, T).
evidence(heads(c1, 1), true). evidence(heads(c1, 2), true). evidence(heads(c1, 3), false).
evidence(heads(c2, 1), true). evidence(heads(c2, 2), true). evidence(heads(c2, 3), true).
query(biased(_)).
query(heads(c3, 1)).
