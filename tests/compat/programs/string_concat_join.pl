% library(string): concat/2 and join/3 make atoms from atoms, numbers and strings
:- use_module(library(string)).
0.4::part(ab). 0.5::part(cd).
name(X) :- concat([ab, c, 1, 'D e'], X).
dashed(X) :- join('-', [x, y, 2], X).
from_string(X) :- concat(["st", r], X).
glued(X) :- part(A), part(B), A \= B, concat([A, B], X).
query(name(_)). query(dashed(_)). query(from_string(_)). query(glued(_)).
