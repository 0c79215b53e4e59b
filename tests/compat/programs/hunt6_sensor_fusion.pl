% hunt6 (ProbLog compatibility, 6th hunt): sensor fusion
0.3::fire.
0.8::smoke_sensor :- fire.
0.05::smoke_sensor :- \+ fire.
0.7::heat_sensor :- fire.
0.1::heat_sensor :- \+ fire.
alarm :- smoke_sensor, heat_sensor.
alarm :- smoke_sensor, \+ heat_sensor, fire.
evidence(smoke_sensor).
evidence(heat_sensor, false).
query(fire). query(alarm).
