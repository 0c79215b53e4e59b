% the some-heads coins with a biased one
0.5::heads1. 0.6::heads2.
someHeads :- heads1.
someHeads :- heads2.
0.3::lucky(X) :- between(1, 3, X).
twoHeads :- heads1, heads2.
query(someHeads). query(twoHeads).
query(lucky(X)).
