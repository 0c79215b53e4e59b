% findall over an annotated disjunction's outcomes
0.2::color(red); 0.5::color(green); 0.3::color(blue).
0.5::size(big).
obs(L) :- findall(C, color(C), L).
both(L) :- findall(T, (color(T) ; size(T)), L).
query(obs(_)). query(both(_)).
