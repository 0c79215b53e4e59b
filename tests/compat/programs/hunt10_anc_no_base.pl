% hunt10: a recursive ancestor without a base case has no answers
0.5::parent(a,b). 0.5::parent(b,c). 0.5::parent(c,a).
anc(X,Y) :- parent(X,Z), anc(Z,Y).
query(anc(a,_)).
query(anc(a,b)).
