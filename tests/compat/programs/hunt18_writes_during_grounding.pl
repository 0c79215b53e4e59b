% output during grounding: write/writenl/nl in directives and rules do not change the answers
:- use_module(library(lists)).
0.4::heads(C) :- member(C, [c1, c2]).
report(C) :- heads(C), write(checking(C)), nl.
:- writenl(start).
both :- report(c1), report(c2).
query(both).
query(report(C)).
