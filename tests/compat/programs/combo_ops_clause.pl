% combination: rules stored as & terms, read with clause/2 and evaluated
0.7::x. 0.4::y.
rule(r1, (x & y)).
rule(r2, (x & z)).
holds(A) :- atom(A), A \= (_ & _), call(A).
holds((A & B)) :- holds(A), holds(B).
z :- y.
fires(R) :- rule(R, Body), holds(Body).
stored(R) :- clause(rule(R, _), true).
query(fires(_)). query(stored(_)).
