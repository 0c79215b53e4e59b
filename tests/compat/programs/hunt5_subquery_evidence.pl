% subquery/3 with evidence list used to compare conditionals
0.5::burglary. 0.2::earthquake.
0.9::alarm :- burglary.
0.4::alarm :- earthquake.
pb(P) :- subquery(burglary, P, [alarm]).
pe(P) :- subquery(earthquake, P, [alarm]).
more_likely(burglary) :- pb(P), pe(Q), P > Q.
more_likely(earthquake) :- pb(P), pe(Q), P =< Q.
query(pb(_)). query(pe(_)). query(more_likely(_)).
