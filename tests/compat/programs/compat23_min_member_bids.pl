% written for this corpus (session 23; library(lists) min_member/2 and max_member/2 as in ProbLog 2.3)
% An auction: each bidder bids with some probability; the reported "lowest" bid uses
% min_member/2, which in ProbLog 2.3's library keeps the larger element (so it is the highest
% by the standard order of terms, the first of equal ones), and max_member/2.
:- use_module(library(lists)).
0.5::bid(ann, 3). 0.5::bid(bob, 7). 0.5::bid(cid, 5). 0.4::bid(dan, 5.0). 0.3::bid(eve, none).

lowest(M) :- findall(V, bid(_, V), L), L \= [], min_member(L, M).
highest(M) :- findall(V, bid(_, V), L), L \= [], max_member(L, M).
ties(Mn, Mx) :- min_member([2, 2.0, 1, 2], Mn), max_member([2, 2.0, 1, 2], Mx).
mixed(Mn, Mx) :- L = [b, f(x), 3, "s", 2.0, a], min_member(L, Mn), max_member(L, Mx).
single(M) :- min_member([only], M).
none_min :- min_member([], _).

query(lowest(_)).
query(highest(_)).
query(ties(_, _)).
query(mixed(_, _)).
query(single(_)).
query(none_min).
