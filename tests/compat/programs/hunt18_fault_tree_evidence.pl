% reliability: diagnosis after a system failure, evidence on the top event, posterior of each component
0.1::broken(sensor).
0.05::broken(controller).
0.2::broken(valve(V)) :- valve(V).
valve(in). valve(out).
0.9::alarm_works.
blocked :- broken(valve(in)).
blocked :- broken(valve(out)).
unsafe :- blocked, \+ detected.
detected :- \+ broken(sensor), \+ broken(controller), alarm_works.
shutdown :- detected, blocked.
evidence(unsafe, true).
query(broken(X)).
query(alarm_works).
query(shutdown).
