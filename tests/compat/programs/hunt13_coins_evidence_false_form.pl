% coins with evidence(a,false) and evidence(\+b) forms, someheads and twoheads
0.5::heads(c1). 0.6::heads(c2). 0.7::heads(c3).
someheads :- heads(_).
twoheads :- heads(X), heads(Y), X @< Y.
evidence(heads(c1), false).
evidence(\+ heads(c3)).
query(someheads).
query(twoheads).
query(heads(_)).
