% once/1, not/1 and forall/2 in a classic database
score(ann, 7). score(bob, 9). score(cid, 4). score(dan, 9).
top(X) :- score(X, S), \+ (score(_, S2), S2 > S).
first_top(X) :- once(top(X)).
all_pass :- forall(score(_, S), S >= 4).
none_fail :- not((score(_, S), S < 4)).
query(top(_)).
query(first_top(_)).
query(all_pass).
query(none_fail).
