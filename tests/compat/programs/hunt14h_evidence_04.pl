% open queries with evidence that rules out some answers
0.5::member_of(ann, club). 0.6::member_of(bob, club). 0.4::member_of(cid, club). 0.3::member_of(ann, team).
active(X) :- member_of(X, club), member_of(X, team).
active(X) :- member_of(X, club), X \= ann.
evidence(member_of(bob, club), false).
query(member_of(_, _)).
query(active(_)).
