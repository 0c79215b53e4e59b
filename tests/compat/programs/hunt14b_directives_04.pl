% hunt14b: directives and use_module forms users write, with their output, checked with problog
:- writeln(loading).
:- write(a), write(b), nl.
0.5::a.
q :- a.
query(q).
