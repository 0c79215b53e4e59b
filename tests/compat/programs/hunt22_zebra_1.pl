% zebra-lite: three houses, three owners with a random permutation, clues as constraints; P(clues hold) and P(who owns the fish | clues)
:- use_module(library(lists)).
1/6::order([ann, bob, cy]); 1/6::order([ann, cy, bob]); 1/6::order([bob, ann, cy]);
1/6::order([bob, cy, ann]); 1/6::order([cy, ann, bob]); 1/6::order([cy, bob, ann]).
0.5::pets([fish, dog, cat]); 0.5::pets([dog, cat, fish]).
left_of(A, B, L) :- nextto(A, B, L).
clues :- order(O), nth1(1, O, F), F \== cy, left_of(bob, ann, O).
fish(P) :- order(O), pets(Ps), nth0(I, Ps, fish), nth0(I, O, P).
evidence(clues).
query(fish(_)).
query(order(_)).
