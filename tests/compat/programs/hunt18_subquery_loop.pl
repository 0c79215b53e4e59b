% subquery/2 over every answer of a relation: a risk register with a probability per entry
0.2::fire(office). 0.1::fire(lab). 0.4::leak(lab). 0.05::leak(office).
damage(R) :- fire(R).
damage(R) :- leak(R).
room(office). room(lab).
register(R, P) :- room(R), subquery(damage(R), P).
worst(R) :- register(R, P), \+ (register(S, Q), S \= R, Q > P).
query(register(R, P)).
query(worst(R)).
