% hunt6 (ProbLog compatibility, 6th hunt): word model
:- use_module(library(lists)).
0.5::first(h); 0.5::first(w).
0.6::next(h, e); 0.4::next(h, a).
0.9::next(w, o); 0.1::next(w, a).
word([A, B]) :- first(A), next(A, B).
query(word(_)).
query(word([h, _])).
