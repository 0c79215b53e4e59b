% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% the alarm network with 15 neighbours who may call, every call observed
0.01::burglary. 0.02::earthquake.
0.95::alarm :- burglary, earthquake.
0.94::alarm :- burglary, \+ earthquake.
0.29::alarm :- \+ burglary, earthquake.
0.001::alarm :- \+ burglary, \+ earthquake.
0.8::calls(n0) :- alarm.
0.07::calls(n0) :- \+ alarm.
0.66::calls(n1) :- alarm.
0.04::calls(n1) :- \+ alarm.
0.75::calls(n2) :- alarm.
0.01::calls(n2) :- \+ alarm.
0.94::calls(n3) :- alarm.
0.09::calls(n3) :- \+ alarm.
0.79::calls(n4) :- alarm.
0.03::calls(n4) :- \+ alarm.
0.93::calls(n5) :- alarm.
0.04::calls(n5) :- \+ alarm.
0.73::calls(n6) :- alarm.
0.06::calls(n6) :- \+ alarm.
0.8::calls(n7) :- alarm.
0.01::calls(n7) :- \+ alarm.
0.91::calls(n8) :- alarm.
0.08::calls(n8) :- \+ alarm.
0.84::calls(n9) :- alarm.
0.08::calls(n9) :- \+ alarm.
0.76::calls(n10) :- alarm.
0.04::calls(n10) :- \+ alarm.
0.66::calls(n11) :- alarm.
0.01::calls(n11) :- \+ alarm.
0.73::calls(n12) :- alarm.
0.07::calls(n12) :- \+ alarm.
0.67::calls(n13) :- alarm.
0.06::calls(n13) :- \+ alarm.
0.84::calls(n14) :- alarm.
0.08::calls(n14) :- \+ alarm.
evidence(calls(n0), true).
evidence(calls(n1), true).
evidence(calls(n2), true).
evidence(calls(n3), false).
evidence(calls(n4), true).
evidence(calls(n5), true).
evidence(calls(n6), true).
evidence(calls(n7), true).
evidence(calls(n8), false).
evidence(calls(n9), true).
evidence(calls(n10), true).
evidence(calls(n11), false).
evidence(calls(n12), false).
evidence(calls(n13), true).
evidence(calls(n14), true).
query(burglary).
query(earthquake).
query(alarm).
