% written for this corpus by a find-only hunt (session 23; subquery/3 with evidence that excludes an answer: fault ranking)
0.2::fault(pump). 0.1::fault(valve). 0.3::fault(sensor).
0.9::noise :- fault(pump).
0.5::noise :- fault(valve).
0.8::bad_reading :- fault(sensor).
candidate(F) :- fault(F).
posterior(F, P) :- subquery(candidate(F), P, [noise, \+ fault(sensor)]).
query(posterior(_, _)).
