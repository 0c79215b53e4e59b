% written for this corpus by a find-only hunt (session 23; strings, terms, numbers and printing)
% Chess-like board squares and moves using atoms that need quoting or are symbol-char atoms
0.5::move('e2-e4'); 0.3::move('d2-d4'); 0.2::move('Nf3').
0.4::annot(!). 0.3::annot('?'). 0.2::annot(+). 0.1::annot([]).
opening(M, A) :- move(M), annot(A).
gambit :- move('e2-e4'), annot(!).
query(opening(_, _)).
query(gambit).
