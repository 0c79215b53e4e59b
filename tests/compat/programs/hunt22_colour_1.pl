% graph colouring: each node picks one of 3 colours uniformly (annotated disjunctions); P(proper colouring) of a 5-cycle and a wheel
1/3::col(N, r); 1/3::col(N, g); 1/3::col(N, b) :- node(N).
node(1). node(2). node(3). node(4). node(5). node(hub).
cyc(1, 2). cyc(2, 3). cyc(3, 4). cyc(4, 5). cyc(5, 1).
spoke(hub, X) :- node(X), X \== hub.
clash(A, B) :- col(A, C), col(B, C).
bad_cycle :- cyc(A, B), clash(A, B).
bad_wheel :- bad_cycle.
bad_wheel :- spoke(H, X), clash(H, X).
query(bad_cycle).
query(bad_wheel).
query(col(1, r)).
evidence(bad_cycle, false).
