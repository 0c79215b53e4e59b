% hunt9: cut/1 next to library(control): first succeeding index only
:- use_module(library(control)).
:- use_module(library(cut)).
0.3::a. 0.6::b.
r(3, z).
r(1, x) :- a.
r(2, y) :- b.
q(V) :- cut(r(V)).
query(q(_)).
