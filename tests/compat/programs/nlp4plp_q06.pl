% two attributes, conjunction of properties
:- use_module(library(nlp4plp)).
group(shapes).
size(shapes, 10).
property(color, [red, blue]).
property(form, [circle, square]).
given(exactly(4, shapes, red)).
given(exactly(3, shapes, and(red, circle))).
given(exactly(5, shapes, circle)).
take(shapes, drawn, 1).
probability(exactly(1, drawn, and(blue, square))).
