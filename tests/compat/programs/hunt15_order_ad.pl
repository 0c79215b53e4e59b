% an annotated disjunction with a variable head next to ground facts, listed by findall with a bound argument
0.3::color(X, red) ; 0.7::color(X, blue) :- X = car.
0.5::color(car, green).
colors(L) :- findall(C, color(car, C), L).
reds(L) :- findall(T, color(T, red), L).
query(colors(_)). query(reds(_)).
