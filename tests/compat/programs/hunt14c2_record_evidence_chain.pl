% written for this corpus by a find-only hunt (session 22; evidence and query forms)
% a chain of noisy relays with evidence in the middle
0.9::relay(1). 0.8::relay(2). 0.7::relay(3). 0.95::relay(4).
signal(0).
signal(N) :- N > 0, M is N - 1, signal(M), relay(N).
0.05::spurious(N) :- between(1, 4, N).
received(N) :- signal(N).
received(N) :- spurious(N).
evidence(received(2), true).
evidence(received(4), false).
query(relay(N)).
query(signal(3)).
