% hunt12: :- unknown(fail). makes an undefined predicate fail, also under negation and findall
:- unknown(fail).
0.4::a. 0.5::b.
p :- a, missing.
p :- b.
q :- \+ missing, a.
r(L) :- findall(X, missing(X), L).
query(p).
query(q).
query(r(_)).
