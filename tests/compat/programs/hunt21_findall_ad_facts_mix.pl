% hunt21: findall over an AD of 8 outcomes (0.1 each) mixed with 3 independent facts
:- use_module(library(lists)).
0.1::d(1); 0.1::d(2); 0.1::d(3); 0.1::d(4); 0.1::d(5); 0.1::d(6); 0.1::d(7); 0.1::d(8).
0.3::d(100). 0.6::d(200). 0.5::d(300).
n(N) :- findall(X, d(X), L), length(L, N).
r(L) :- findall(X, d(X), L).
query(n(_)).
query(r([4, 100])).
query(r([100, 200, 300])).
query(r([7, 200])).
query(r([1, 2, 300])).
