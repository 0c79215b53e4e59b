% possible/1 ignores the weights, and clause/2 reads the program
0.0::z. 0.4::y.
p1 :- possible(z).
p2 :- possible(y).
r(B) :- clause(q(_), B).
q(X) :- X = 1.
q(2).
query(p1). query(p2). query(r(_)).
