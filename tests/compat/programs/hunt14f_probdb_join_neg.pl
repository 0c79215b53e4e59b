% written for this corpus by a find-only hunt (session 23; probabilistic databases, graphs and tabling)
% A tuple-independent probabilistic database: joins, projection and a difference query
0.9::emp(ann, sales). 0.7::emp(bob, sales). 0.8::emp(cid, it).
0.6::manager(sales, ann). 0.5::manager(it, dan).
0.4::remote(bob). 0.3::remote(cid).
reports_to(E, M) :- emp(E, D), manager(D, M), E \= M.
onsite_dept(D) :- emp(E, D), \+ remote(E).
unmanaged(D) :- emp(_, D), \+ manager(D, _).
query(reports_to(_, _)).
query(onsite_dept(_)).
query(unmanaged(_)).
