% annotated disjunction with a negated body literal and an open query
0.3::rain. 0.5::windy.
0.4::act(walk); 0.6::act(bus) :- \+ rain.
0.2::act(walk); 0.7::act(bus); 0.1::act(stay) :- rain, \+ windy.
0.9::act(stay) :- rain, windy.
query(act(_)).
