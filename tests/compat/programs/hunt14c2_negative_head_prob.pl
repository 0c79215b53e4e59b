% written for this corpus by a find-only hunt (session 22; arithmetic, terms and printing)
% probabilistic negative head: a vaccine may block the infection
0.4::exposed.
infected :- exposed.
0.7::\+infected :- vaccinated.
0.6::vaccinated.
sick_leave :- infected.
query(infected).
query(sick_leave).
