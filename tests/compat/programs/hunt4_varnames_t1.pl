a(X) :- length(X,1).
a(X) :- Y=1, length(X,1).
query(a(_)).
