% several false evidence atoms on an AD and derived atoms
0.2::weather(sun); 0.5::weather(cloud); 0.3::weather(rain).
0.9::umbrella :- weather(rain).
0.2::umbrella :- weather(cloud).
0.7::walk :- weather(sun).
0.4::walk :- weather(cloud).
late :- \+ walk.
evidence(umbrella, false).
evidence(weather(sun), false).
query(weather(_)).
query(walk).
query(late).
