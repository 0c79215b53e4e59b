% subquery/3 with evidence passed in
0.3::burglary. 0.1::earthquake.
alarm :- burglary.
alarm :- earthquake.
post(P) :- subquery(burglary, P, [alarm]).
post_not(P) :- subquery(earthquake, P, [\+ burglary, alarm]).
query(post(_)). query(post_not(_)).
