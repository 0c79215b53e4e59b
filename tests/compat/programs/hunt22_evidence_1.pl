% many evidence atoms: a noisy sensor array over one hidden cause, 8 readings as evidence (true and false), and the posterior
0.3::cause.
0.8::reading(I) :- sensor(I), cause.
0.1::reading(I) :- sensor(I).
sensor(1). sensor(2). sensor(3). sensor(4). sensor(5). sensor(6). sensor(7). sensor(8).
evidence(reading(1)). evidence(reading(2)). evidence(reading(3), false). evidence(reading(4)).
evidence(reading(5), false). evidence(reading(6)). evidence(reading(7)). evidence(reading(8), false).
query(cause).
