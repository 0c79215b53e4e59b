lst(L) :- between(1, 3, N), length(L, N), N >= 2.
query(lst(_)).
