% an annotated disjunction whose probabilities sum to less than one
0.2::c(red); 0.3::c(green).
none :- \+ c(red), \+ c(green).
query(c(_)). query(none).
