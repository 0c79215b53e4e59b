0.99::link(I) :- between(1, 100, I).
ok(0).
ok(N) :- N > 0, link(N), M is N - 1, ok(M).
query(ok(100)).
query(ok(50)).
