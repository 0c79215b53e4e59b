% tutorial basics: noisy-or of several causes written as several probabilistic rules
0.1::burglary.
0.2::earthquake.
0.05::storm.
0.9::alarm :- burglary.
0.8::alarm :- earthquake.
0.3::alarm :- storm.
0.7::alarm :- earthquake, storm.
query(alarm).
query(burglary).
evidence(alarm).
