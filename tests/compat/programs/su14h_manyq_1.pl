% many ground queries on one predicate sharing structure
0.5::bit(N) :- between(1, 12, N).
val(0, 0).
val(N, V) :- N > 0, M is N - 1, val(M, V0), bit(N), V is V0 * 2 + 1.
val(N, V) :- N > 0, M is N - 1, val(M, V0), \+ bit(N), V is V0 * 2.
query(val(3, 0)). query(val(3, 1)). query(val(3, 2)). query(val(3, 3)). query(val(3, 4)). query(val(3, 5)).
query(val(3, 6)). query(val(3, 7)). query(val(3, 8)).
query(val(4, 15)). query(val(4, 0)). query(val(4, 9)).
