% even/odd path lengths through a probabilistic cyclic graph (mutual recursion)
0.6::e(1,2). 0.6::e(2,3). 0.6::e(3,1). 0.4::e(2,1).
even(X, X) :- node(X).
even(X, Y) :- e(X, Z), odd(Z, Y).
odd(X, Y) :- e(X, Z), even(Z, Y).
node(1). node(2). node(3).
query(even(1, 3)). query(odd(1, 1)). query(even(2, 2)).
