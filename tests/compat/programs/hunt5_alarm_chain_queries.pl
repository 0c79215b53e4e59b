% a chain of noisy relays with queries along it
0.9::relay(1). 0.8::relay(2). 0.7::relay(3). 0.6::relay(4).
on(0).
on(N) :- N > 0, N =< 4, M is N - 1, on(M), relay(N).
query(on(N)) :- between(1, 4, N).
