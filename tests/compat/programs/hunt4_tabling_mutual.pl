0.5::f(1). 0.5::f(2).
even(0).
even(N) :- N > 0, M is N - 1, odd(M).
odd(N) :- N > 0, M is N - 1, even(M).
p(X) :- q(X).
p(X) :- f(X).
q(X) :- p(X), X > 1.
query(even(10)).
query(odd(7)).
query(p(X)).
