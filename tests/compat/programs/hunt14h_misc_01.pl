% an AD with a variable head queried openly under evidence
colour(red). colour(green). colour(blue).
0.5::ball(1, red); 0.3::ball(1, green); 0.2::ball(1, blue).
0.2::ball(2, red); 0.3::ball(2, green); 0.5::ball(2, blue).
same :- ball(1, C), ball(2, C).
evidence(same, false).
evidence(ball(1, blue), false).
query(ball(_, _)).
