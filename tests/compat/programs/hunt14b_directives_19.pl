% hunt14b: directives and use_module forms users write, with their output, checked with problog
query(q(X)) :- member(X, [1, 2]).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
0.5::q(1). 0.3::q(2).
