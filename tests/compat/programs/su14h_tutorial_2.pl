% ProbLog tutorial style dice: two dice as annotated disjunctions, evidence on a derived atom
1/6::one1 ; 1/6::two1 ; 1/6::three1 ; 1/6::four1 ; 1/6::five1 ; 1/6::six1.
1/6::one2 ; 1/6::two2 ; 1/6::three2 ; 1/6::four2 ; 1/6::five2 ; 1/6::six2.
someSix :- six1.
someSix :- six2.
twoSix :- six1, six2.
odd1 :- one1. odd1 :- three1. odd1 :- five1.
evidence(odd1, false).
query(someSix).
query(twoSix).
query(six1).
