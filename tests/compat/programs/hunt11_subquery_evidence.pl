% subquery/3 with evidence list, used to threshold decisions
0.3::burglary. 0.1::earthquake.
alarm :- burglary.
alarm :- earthquake.
0.7::call :- alarm.
decide(act) :- subquery(burglary, P, [call]), P > 0.5.
decide(wait) :- subquery(burglary, P, [call]), P =< 0.5.
p_alarm(P) :- subquery(alarm, P).
query(decide(_)).
query(p_alarm(_)).
