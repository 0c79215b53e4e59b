% all/3 with sort and list length per group, grouped by key with between
0.5::vote(I, yes); 0.5::vote(I, no) :- between(1, 3, I).
yes_voters(L) :- all_or_none(I, vote(I, yes), L).
majority :- yes_voters(L), length(L, N), N >= 2.
query(yes_voters(_)). query(majority).
