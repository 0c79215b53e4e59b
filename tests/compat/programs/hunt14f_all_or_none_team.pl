% written for this corpus by a find-only hunt (session 23; findall, aggregates and library(collect))
% Team availability with all_or_none/3 and all/3
0.9::avail(ann). 0.6::avail(bob). 0.3::avail(cid).
role(ann, dev). role(bob, dev). role(cid, qa).
team(T) :- all_or_none(P, avail(P), T).
devs(D) :- all(P, (avail(P), role(P, dev)), D).
query(team(_)).
query(devs(_)).
