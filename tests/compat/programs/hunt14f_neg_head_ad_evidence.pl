% written for this corpus by a find-only hunt (session 23; probability labels, annotated disjunctions, negative heads, evidence)
% Vaccination blocking infection: a negative head that cancels a derived atom, with evidence
person(a). person(b).
0.4::exposed(P) :- person(P).
0.8::infected(P) :- exposed(P).
0.3::infected(b).
0.9::vaccinated(a).
0.7::\+infected(P) :- vaccinated(P).
sick_count(N) :- findall(P, infected(P), L), length(L, N).
query(infected(_)).
query(sick_count(_)).
evidence(exposed(a), true).
