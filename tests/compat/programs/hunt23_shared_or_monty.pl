% hunt23: Monty Hall shape: open2(3) from the evidence and from win_switch's open call open2(O) is one OR node in ProbLog (add_or reuses equal children), so win_switch false fixes prize(2) false (dropped); prize(3) stays, with 0
1/3::prize(1); 1/3::prize(2); 1/3::prize(3).
select(1).
0.5::host_pick(2); 0.5::host_pick(3).
open2(3) :- prize(1), host_pick(3).
open2(3) :- prize(2).
win_switch :- select(S), open2(O), prize(D), D \= S, D \= O.
evidence(open2(3)).
evidence(win_switch, false).
query(prize(_)).
