% written for this corpus by a find-only hunt (session 22; negation instead of if-then-else)
% risk classes written with negation instead of if-then-else: insurance premium
0.3::young. 0.2::accident_history. 0.6::city.
risk(high) :- accident_history.
risk(high) :- \+ accident_history, young, city.
risk(medium) :- \+ accident_history, young, \+ city.
risk(medium) :- \+ accident_history, \+ young, city.
risk(low) :- \+ risk(high), \+ risk(medium).
price(high, 900). price(medium, 500). price(low, 300).
premium(P) :- risk(R), price(R, P).
expensive :- premium(P), P > 400.
query(risk(R)).
query(premium(P)).
query(expensive).
