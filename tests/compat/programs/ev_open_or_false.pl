% a false OR makes each derivation false: the open query loses both answers
0.0::a(1). 0.5::a(2). 0.3::a(3).
y :- a(2).
y :- a(3).
evidence(y, false).
t(X) :- a(X).
query(a(X)).
query(t(X)).
query(y).
