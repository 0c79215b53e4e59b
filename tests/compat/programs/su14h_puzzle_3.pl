% a random walk on a cycle of 5 nodes for 4 steps, annotated disjunction per step
0.5::move(T, left) ; 0.5::move(T, right) :- between(1, 4, T).
at(0, 0).
at(T, P) :- T > 0, T0 is T - 1, at(T0, P0), move(T, left), P is (P0 + 4) mod 5.
at(T, P) :- T > 0, T0 is T - 1, at(T0, P0), move(T, right), P is (P0 + 1) mod 5.
query(at(4, P)).
back :- at(4, 0).
evidence(at(2, 0), false).
query(back).
