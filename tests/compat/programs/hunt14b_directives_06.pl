% hunt14b: directives and use_module forms users write, with their output, checked with problog
0.5::a.
:- a, writeln(yes).
query(a).
