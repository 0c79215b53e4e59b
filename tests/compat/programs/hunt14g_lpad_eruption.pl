% written for this corpus by a find-only hunt (session 23; LPAD/cplint-style annotated disjunctions)
% cplint's eruption example
0.6::eruption; 0.3::earthquake :- sudden_energy_release, fault_rupture(_).
0.7::sudden_energy_release.
0.6::fault_rupture(southwest_northeast); 0.4::fault_rupture(east_west).
query(eruption).
query(earthquake).
evidence(earthquake, false).
query(fault_rupture(_)).
