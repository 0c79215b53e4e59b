% hunt6 (ProbLog compatibility, 6th hunt): evidence ad pick
0.3::col(red); 0.3::col(green); 0.4::col(blue).
0.5::size(big); 0.5::size(small).
nice :- col(red), size(big).
nice :- col(blue).
evidence(col(green), false).
evidence(size(small)).
query(nice). query(col(_)).
