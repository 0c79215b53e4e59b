% hunt10: a three-headed AD whose body has a negation, with evidence on one head
0.3::storm.
0.4::wind.
0.2::weather(hail); 0.5::weather(rain); 0.3::weather(dry) :- \+ storm, wind.
0.7::weather(rain) :- storm.
evidence(weather(dry), false).
query(weather(_)). query(storm). query(wind).
