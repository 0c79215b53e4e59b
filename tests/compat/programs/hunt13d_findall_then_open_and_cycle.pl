0.3::e(a,b). 0.6::e(b,a). 0.5::e(b,c).
path(X,Y) :- e(X,Y).
path(X,Y) :- e(X,Z), path(Z,Y).
0.4::pick(X,1); 0.6::pick(X,2) :- path(a,X).
tot(L) :- findall(V, pick(_,V), L).
query(tot(_)).
query(pick(_,_)).
evidence(pick(b,1)).
