% hunt14b: directives and use_module forms users write, with their output, checked with problog
0.5::heads(C) :- coin(C).
coin(c1). coin(c2).
query(heads(C)) :- coin(C).
