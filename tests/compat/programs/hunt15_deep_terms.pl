% a deeply nested term built by recursion and walked back, with a probabilistic choice at each level
wrap(0, leaf).
wrap(N, node(N, T)) :- N > 0, N1 is N - 1, wrap(N1, T).
0.99::keep(N) :- between(1, 200, N).
walk(leaf).
walk(node(N, T)) :- keep(N), walk(T).
intact :- wrap(200, T), walk(T).
depth(leaf, 0).
depth(node(_, T), D) :- depth(T, D0), D is D0 + 1.
d(D) :- wrap(200, T), depth(T, D).
query(intact). query(d(_)).
