0.5::bit(I) :- between(0, 5, I).
val(I, 1) :- bit(I).
val(I, 0) :- between(0, 5, I), \+ bit(I).
pair(I, J, V) :- between(0, 5, I), J is (I + 1) mod 6, val(I, A), val(J, B), V is A + B.
query(pair(I, J, V)).
