% writeln and write/N with several arguments, in directives and queries
:- write(directive_output), nl.
:- writeln(hello(1)).
p(X) :- between(1, 3, X), write(x, X), nl.
query(p(X)).
