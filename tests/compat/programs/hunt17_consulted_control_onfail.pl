% hunt17: a program's own on_fail/2 fact next to library(control) (consulted by ProbLog): the library's on_fail/2 clauses still answer
:- use_module(library(control)).
0.3::rain. 0.5::umbrella. 0.2::stay.
on_fail(stay, umbrella).
g1 :- on_fail(rain, umbrella).
g2 :- on_fail(stay, umbrella).
g3 :- on_fail(umbrella, stay).
query(g1). query(g2). query(g3).
