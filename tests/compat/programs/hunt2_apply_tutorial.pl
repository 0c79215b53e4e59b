% library(apply): maplist, foldl, include, exclude, partition
:- use_module(library(apply)).
:- use_module(library(lists)).
double(X, Y) :- Y is 2 * X.
add(X, A0, A) :- A is A0 + X.
small(X) :- X < 4.
0.3::bonus(N) :- between(1, 5, N).
res(D) :- maplist(double, [1,2,3,4,5], D).
sum(S) :- numlist(1, 5, L), foldl(add, L, 0, S).
smalls(S) :- include(small, [1,5,2,6,3,7], S).
bigs(S) :- exclude(small, [1,5,2,6,3,7], S).
parts(I, E) :- partition(small, [1,5,2,6,3,7], I, E).
bonuses(B) :- findall(N, bonus(N), L), include(small, L, B).
allbig :- numlist(1,3,L), maplist(bonus, L).
query(res(_)).
query(sum(_)).
query(smalls(_)).
query(bigs(_)).
query(parts(_,_)).
query(bonuses([1,2])).
query(allbig).
