% hunt12: directives that compute and print, then queries over facts (output ignored, answers compared)
n(3). n(14). n(7).
:- findall(X, n(X), L), sort(L, S), writeln(S).
0.5::pick(X) :- n(X).
query(pick(_)).
