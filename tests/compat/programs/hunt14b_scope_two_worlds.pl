% hunt14b: a program written as a user writes it (libraries, probabilistic facts), checked with problog
:- use_module(library(scope)).
0.4::w1:rain.
w1:wet :- w1:rain.
0.9::w2:rain.
w2:wet :- w2:rain.
both :- w1:wet, w2:wet.
query(w1:wet).
query(w2:wet).
query(both).
