% evidence on values of annotated disjunctions; queries on other values
0.2::weather(sun); 0.5::weather(cloud); 0.3::weather(rain).
0.9::umbrella :- weather(rain).
0.3::umbrella :- weather(cloud).
0.05::umbrella :- weather(sun).
0.6::traffic(heavy); 0.4::traffic(light) :- weather(rain).
0.3::traffic(heavy); 0.7::traffic(light) :- weather(cloud).
0.2::traffic(heavy); 0.8::traffic(light) :- weather(sun).
evidence(umbrella, true).
evidence(weather(sun), false).
evidence(traffic(light), true).
query(weather(_)). query(traffic(heavy)).
