% :- unknown(fail). with undefined predicates in a negation, a findall and a disjunction
:- unknown(fail).
0.4::a.
p :- \+ missing(1).
q(L) :- findall(X, missing2(X), L).
r :- missing3 ; a.
query(p). query(q(_)). query(r).
