% written for this corpus by a find-only hunt (session 22; probabilistic database with negation)
% uncertain join: suppliers shipping parts to projects in the same city
0.8::supplier_city(s1, paris). 0.6::supplier_city(s2, london). 0.5::supplier_city(s3, paris).
0.7::project_city(j1, paris). 0.9::project_city(j2, london).
0.6::supplies(s1, p1). 0.4::supplies(s2, p1). 0.9::supplies(s3, p2).
local_supply(S, J) :- supplier_city(S, C), project_city(J, C).
served(J, P) :- local_supply(S, J), supplies(S, P).
query(served(J, P)).
query(local_supply(_, j1)).
