% deduplicating a per-world list with sort/2 and list_to_set/2
:- use_module(library(lists)).
0.5::saw(ann, cat). 0.5::saw(bob, cat). 0.5::saw(bob, dog).
seen(L) :- findall(A, saw(_, A), L0), sort(L0, L).
seen2(L) :- findall(A, saw(_, A), L0), list_to_set(L0, L).
query(seen(_)). query(seen2(_)).
