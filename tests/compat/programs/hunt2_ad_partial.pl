% ADs whose probabilities sum below one (an implicit "none" choice) and evidence on choices
0.2::colour(red); 0.3::colour(green); 0.1::colour(blue).
0.5::size(big); 0.4::size(small).
bright :- colour(red).
bright :- colour(blue), size(big).
nothing :- \+ colour(_).
evidence(size(small), false).
query(colour(_)). query(bright). query(nothing). query(size(big)).
