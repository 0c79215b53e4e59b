% AD with conditional body and evidence on derived atom, non-ground queries
0.5::weather(sunny); 0.3::weather(cloudy); 0.2::weather(rainy).
0.9::activity(P, walk); 0.1::activity(P, home) :- person(P), weather(sunny).
0.2::activity(P, walk); 0.8::activity(P, home) :- person(P), \+ weather(sunny).
person(ann). person(bob).
both_walk :- activity(ann, walk), activity(bob, walk).
evidence(both_walk, false).
query(weather(_)).
query(activity(_, _)).
