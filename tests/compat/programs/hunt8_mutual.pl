% hunt8: mutual recursion (even/odd) with probabilistic facts
0.5::s(0). 0.4::t(1). 0.3::t(2).
even(0) :- s(0).
even(N) :- N > 0, M is N - 1, odd(M), t(N).
odd(N) :- N > 0, M is N - 1, even(M), t(N).
query(even(2)). query(odd(1)).
