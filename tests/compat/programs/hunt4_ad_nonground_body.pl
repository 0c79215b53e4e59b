:- use_module(library(lists)).
color(red). color(green). color(blue).
0.2::paint(X, red); 0.3::paint(X, green); 0.5::paint(X, blue) :- member(X, [door, wall]).
same :- paint(door, C), paint(wall, C).
differ :- paint(door, C1), paint(wall, C2), C1 \= C2.
query(same).
query(differ).
query(paint(door, C)).
