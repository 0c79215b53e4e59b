% hunt10: mutual recursion with stratified negation on a lower predicate
0.5::e(1,2). 0.5::e(2,1). 0.5::e(2,3). 0.4::blocked(3).
even(X, X).
even(X, Y) :- e(X, Z), odd(Z, Y).
odd(X, Y) :- e(X, Z), even(Z, Y).
free_even(Y) :- even(1, Y), \+ blocked(Y).
query(free_even(_)). query(odd(1, _)).
