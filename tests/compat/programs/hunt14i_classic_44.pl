% inequality on partially bound terms
t1 :- f(X, b) \= f(a, c).
t2 :- f(X, b) \= f(a, b).
t3 :- f(X) \== f(Y).
t4 :- X = Y, f(X) == f(Y).
t5 :- [A|B] \= [].
query(t1). query(t2). query(t3). query(t4). query(t5).
