% operators: priorities decide the shape (a & b, c is &(a, ','(b, c)); 1 + 2 # 3 is #(+(1, 2), 3))
0.5::on.
s(X) :- on, X = (a & b , c).
first(A) :- s(S), S = (A & _).
h(X) :- X = (1 + 2 # 3), X = (L # R), L == 1 + 2, R == 3.
query(first(_)). query(h(_)).
