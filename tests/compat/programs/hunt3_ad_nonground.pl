% annotated disjunctions with non-ground conditional bodies
color(ball1). color(ball2).
0.3::red(B); 0.5::green(B); 0.2::blue(B) :- color(B).
size(ball1, big). size(ball2, small).
0.6::heavy(B); 0.4::light(B) :- size(B, big).
0.1::heavy(B); 0.9::light(B) :- size(B, small).
match :- red(ball1), red(ball2).
query(red(_)). query(green(_)). query(heavy(_)). query(light(_)). query(match).
