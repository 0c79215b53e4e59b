% hunt14b: directives and use_module forms users write, with their output, checked with problog
a :- writeln(in_a).
0.5::b.
:- a.
query(b).
