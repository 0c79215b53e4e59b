% hunt14b: directives and use_module forms users write, with their output, checked with problog
0.5::a. 0.5::b.
c :- a, b.
evidence(c, false).
evidence(\+ a).
query(b).
