0.3::col(red); 0.7::col(blue).
0.6::size(big); 0.4::size(small).
likes :- col(red), size(big).
likes :- col(blue), size(small).
evidence(likes).
query(col(C)).
query(size(S)).
