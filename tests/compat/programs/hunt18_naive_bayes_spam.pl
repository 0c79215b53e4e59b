% text classification: a naive Bayes spam filter over the words of a message, evidence on the words seen
:- use_module(library(lists)).
0.3::spam.
0.6::has(W) :- spam, member(W, [offer, free]).
0.05::has(W) :- \+ spam, member(W, [offer, free]).
0.2::has(W) :- spam, member(W, [meeting]).
0.4::has(W) :- \+ spam, member(W, [meeting]).
message([free, offer]).
seen(W) :- message(M), member(W, M).
evidence(has(W), true) :- seen(W).
evidence(has(meeting), false).
query(spam).
