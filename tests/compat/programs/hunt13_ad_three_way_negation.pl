% negation of each outcome of an annotated disjunction
0.2::light(red); 0.3::light(amber); 0.5::light(green).
stop :- \+ light(green).
go :- \+ light(red), \+ light(amber).
evidence(\+ light(amber)).
query(stop).
query(go).
query(light(_)).
