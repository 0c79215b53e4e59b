% prefix minus forms
m1(X) :- X is - 1.
m2(X) :- X is -1.
m3(X) :- X is a- -1 ; X = none.
m4(X) :- X is 1 - -1.
m5(X) :- X is - (1).
m6(X) :- X is -(-(3)).
query(m1(_)).
query(m2(_)).
query(m4(_)).
query(m5(_)).
query(m6(_)).
