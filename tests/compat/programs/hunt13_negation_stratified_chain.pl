% stratified negation over three levels with evidence
0.4::a(1). 0.5::a(2). 0.6::a(3).
b(X) :- between(1,3,X), \+ a(X).
c(X) :- b(X), Y is X + 1, \+ b(Y).
d :- \+ c(_).
evidence(a(1), false).
query(b(_)).
query(c(_)).
query(d).
