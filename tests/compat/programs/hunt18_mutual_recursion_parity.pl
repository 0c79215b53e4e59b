% mutual recursion: parity of the number of working lamps in a chain of 6
0.5::on(I) :- between(1, 6, I).
even(0).
even(N) :- N > 0, M is N - 1, on(N), odd(M).
even(N) :- N > 0, M is N - 1, \+ on(N), even(M).
odd(N) :- N > 0, M is N - 1, on(N), even(M).
odd(N) :- N > 0, M is N - 1, \+ on(N), odd(M).
query(even(6)).
query(odd(3)).
