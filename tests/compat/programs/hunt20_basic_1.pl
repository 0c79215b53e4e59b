% tutorial basics: two coins, a rule with both heads, a conjunction and a disjunction query
0.5::heads1.
0.6::heads2.
twoHeads :- heads1, heads2.
someHeads :- heads1.
someHeads :- heads2.
noHeads :- \+ heads1, \+ heads2.
query(twoHeads).
query(someHeads).
query(noHeads).
