person(ann). person(bob). person(cy).
0.3::vote(P, yes); 0.5::vote(P, no); 0.2::vote(P, abstain) :- person(P).
yes(N) :- findall(P, vote(P, yes), L), length(L, N).
query(yes(_)).
query(vote(ann, _)).
query(vote(_, _)).
evidence(vote(ann, no)).
evidence(vote(bob, abstain), false).
