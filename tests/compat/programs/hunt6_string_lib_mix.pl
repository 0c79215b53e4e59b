% hunt6 (ProbLog compatibility, 6th hunt): string lib mix
:- use_module(library(lists)).
:- use_module(library(string)).
name_of(1, ann). name_of(2, bob).
0.5::active(1). 0.4::active(2).
label(L) :- name_of(I, N), active(I), str2lst(N, Cs), reverse(Cs, R), lst2str(R, L).
query(label(_)).
