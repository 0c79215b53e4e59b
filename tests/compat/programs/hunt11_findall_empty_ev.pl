% evidence that a findall finds nothing makes every solution false
0.4::alarm(kitchen). 0.3::alarm(garage). 0.2::alarm(attic).
room(kitchen). room(garage). room(attic).
0.9::sensor_ok(R) :- room(R).
triggered(R) :- alarm(R), sensor_ok(R).
quiet :- findall(R, triggered(R), []).
evidence(quiet).
query(triggered(_)).
query(alarm(_)).
