% write of a list of pairs built by findall, then sorted
score(ann, 3). score(bob, 1). score(cid, 2).
report :- findall(S-P, score(P, S), L), sort(L, Sorted), write(Sorted), nl.
query(report).
