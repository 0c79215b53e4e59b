% 200 ground queries on one recursive predicate over a probabilistic chain
0.9::s(N) :- between(1, 200, N).
r(0).
r(N) :- N > 0, s(N), M is N - 1, r(M).
query(r(0)).
query(r(7)).
query(r(14)).
query(r(21)).
query(r(28)).
query(r(35)).
query(r(42)).
query(r(49)).
query(r(56)).
query(r(63)).
query(r(70)).
query(r(77)).
query(r(84)).
query(r(91)).
query(r(98)).
query(r(105)).
query(r(112)).
query(r(119)).
query(r(126)).
query(r(133)).
query(r(140)).
query(r(147)).
query(r(154)).
query(r(161)).
query(r(168)).
query(r(175)).
query(r(182)).
query(r(189)).
query(r(196)).
