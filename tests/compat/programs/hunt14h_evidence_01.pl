% a chain of noisy relays, evidence at several points
0.9::pass(0, 1). 0.8::pass(1, 2). 0.85::pass(2, 3). 0.7::pass(3, 4). 0.95::pass(4, 5). 0.6::pass(5, 6).
0.05::noise(N) :- between(1, 6, N).
on(0).
on(N) :- between(1, 6, N), M is N - 1, on(M), pass(M, N).
on(N) :- noise(N).
evidence(on(3), true).
evidence(on(6), false).
query(on(N)) :- between(1, 6, N).
query(pass(M, N)) :- between(0, 5, M), N is M + 1.
