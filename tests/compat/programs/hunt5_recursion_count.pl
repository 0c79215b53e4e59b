% counting by recursion with probabilistic steps
0.5::ok(N) :- between(1, 5, N).
run(0, 0).
run(N, C) :- N > 0, N1 is N - 1, run(N1, C0), (ok(N), C is C0 + 1 ; \+ ok(N), C = C0).
query(run(5, _)).
