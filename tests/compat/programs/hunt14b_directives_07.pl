% hunt14b: directives and use_module forms users write, with their output, checked with problog
:- unknown(fail).
0.5::a.
q :- a, undefined_thing.
r :- a ; undefined_other.
query(q). query(r).
