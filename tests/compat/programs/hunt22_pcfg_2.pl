% PCFG generating arithmetic expressions as difference lists, its probability per string and a findall over lengths
:- use_module(library(lists)).
0.5::e(I, num); 0.3::e(I, plus); 0.2::e(I, times).
0.6::d(I, one); 0.4::d(I, two).
expr(I, D, L, R) :- D >= 0, e(I, num), digit(I, L, R).
expr(I, D, L, R) :- D > 0, e(I, plus), D1 is D - 1, expr(l(I), D1, L, [+|M]), expr(r(I), D1, M, R).
expr(I, D, L, R) :- D > 0, e(I, times), D1 is D - 1, expr(l(I), D1, L, [*|M]), expr(r(I), D1, M, R).
digit(I, [1|R], R) :- d(I, one).
digit(I, [2|R], R) :- d(I, two).
query(expr(t, 2, [1, +, 2], [])).
query(expr(t, 2, [2, *, 2], [])).
query(expr(t, 2, [1, +, 2, *, 1], [])).
query(expr(t, 1, [2], [])).
