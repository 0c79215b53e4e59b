% hunt21: findall over an AD of 10 outcomes with evidence that excludes one outcome and one independent fact
:- use_module(library(lists)).
0.09::d(1); 0.09::d(2); 0.09::d(3); 0.09::d(4); 0.09::d(5); 0.09::d(6); 0.09::d(7); 0.09::d(8); 0.09::d(9); 0.09::d(10).
0.5::d(50).
r(L) :- findall(X, d(X), L).
n(N) :- findall(X, d(X), L), length(L, N).
evidence(d(3), false).
query(r([4])).
query(r([4, 50])).
query(r([3])).
query(n(_)).
