% use_module/2 with an import list, and the module named without its .py extension
:- use_module(strings_ext, [below/2, halve/2]).
0.5::pick(N) :- below(3, N).
query(pick(_)).
h(Y) :- halve(5.0, Y).
query(h(_)).
