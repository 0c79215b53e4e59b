% between/3 edge modes: empty range, single value, negatives, bound third argument inside and outside
0.5::lo(-2). 0.5::lo(3).
r(X) :- lo(L), between(L, 1, X).
in :- between(-5, 5, 0).
out :- between(1, 3, 4).
one(X) :- between(7, 7, X).
query(r(_)). query(in). query(out). query(one(_)).
