% written for this corpus by a find-only hunt (session 22; diagnosis with noisy-or)
% fire alarm: noisy-or over several sensors, listed in facts
sensor(smoke, 0.9). sensor(heat, 0.7). sensor(co, 0.4).
0.02::fire.
P::detects(S) :- fire, sensor(S, P).
0.01::false_alarm(S) :- sensor(S, _).
alarm_from(S) :- detects(S).
alarm_from(S) :- false_alarm(S).
alarm :- sensor(S, _), alarm_from(S).
two_sensors :- alarm_from(S1), alarm_from(S2), S1 @< S2.
evidence(alarm).
query(fire).
query(two_sensors).
