% a trace in a predicate called under negation and then directly
0.5::q(1). 0.5::q(2).
check(X) :- q(X), writeln(check(X)).
absent :- \+ check(1).
present :- check(1).
query(absent). query(present).
