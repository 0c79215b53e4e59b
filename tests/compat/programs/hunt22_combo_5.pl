% combined: library(string) (concat/2, join/3, str2lst/2) over words chosen by annotated disjunctions, with lists and arithmetic on lengths
:- use_module(library(string)).
:- use_module(library(lists)).
0.4::w(1, cat); 0.35::w(1, horse); 0.25::w(1, ox).
0.5::w(2, red); 0.5::w(2, blue).
phrase_(A) :- w(2, C), w(1, N), join('_', [C, N], A).
len(L) :- phrase_(A), str2lst(A, Cs), length(Cs, L).
long :- len(L), L > 8.
both(S) :- w(1, N), w(2, C), concat([N, '-', C], S).
query(phrase_(_)).
query(long).
query(both(_)).
