% hunt9: tab mutrec (ninth hunt: meta-calls, libraries, evidence forms, syntax, tabling)
0.5::e(1,2). 0.6::e(2,1). 0.7::e(2,3).
odd(X,Y) :- e(X,Y).
odd(X,Y) :- e(X,Z), even(Z,Y).
even(X,Y) :- e(X,Z), odd(Z,Y).
query(odd(1,_)). query(even(1,_)).
