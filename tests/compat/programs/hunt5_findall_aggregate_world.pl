% per-world aggregation with findall and a threshold
:- use_module(library(lists)).
0.5::vote(ann, yes); 0.5::vote(ann, no).
0.7::vote(bob, yes); 0.3::vote(bob, no).
0.2::vote(cal, yes); 0.8::vote(cal, no).
yes_count(N) :- findall(P, vote(P, yes), L), length(L, N).
passes :- yes_count(N), N >= 2.
query(yes_count(_)). query(passes).
