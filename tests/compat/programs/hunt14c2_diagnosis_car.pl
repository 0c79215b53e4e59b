% written for this corpus by a find-only hunt (session 22; diagnosis with noisy-or)
% car does not start: battery, starter or fuel
0.1::battery_dead. 0.05::starter_broken. 0.2::tank_empty.
0.9::lights_dim :- battery_dead.
0.05::lights_dim :- \+ battery_dead.
no_crank :- battery_dead.
no_crank :- starter_broken.
wont_start :- no_crank.
wont_start :- tank_empty.
0.8::gauge_low :- tank_empty.
evidence(wont_start).
evidence(lights_dim, false).
evidence(gauge_low, false).
query(battery_dead).
query(starter_broken).
query(tank_empty).
