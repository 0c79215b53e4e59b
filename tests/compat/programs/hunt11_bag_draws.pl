% drawing balls from a bag twice, with replacement
0.4::draw(T, red); 0.35::draw(T, blue); 0.25::draw(T, green) :- between(1, 2, T).
pair(A, B) :- draw(1, A), draw(2, B).
same_color :- pair(C, C).
has_red :- draw(_, red).
query(same_color).
query(has_red).
evidence(draw(1, blue), false).
query(pair(red, _)).
