% written for this corpus by a find-only hunt (session 23; LPAD/cplint-style annotated disjunctions)
% open queries on AD heads with evidence on another head of the same AD
0.2::light(R, red); 0.5::light(R, amber); 0.3::light(R, green) :- road(R).
road(r1). road(r2). road(r3).
stop(R) :- light(R, red).
stop(R) :- light(R, amber), wet(R).
0.4::wet(R) :- road(R).
evidence(light(r1, green), false).
evidence(stop(r2)).
query(light(_, _)).
query(stop(_)).
