% a tiny recogniser with difference lists and probabilistic words
0.8::word(the). 0.6::word(cat). 0.5::word(sat).
s(L0, L) :- np(L0, L1), vp(L1, L).
np([the, N|L], L) :- word(the), noun(N).
vp([V|L], L) :- verb(V).
noun(cat) :- word(cat).
verb(sat) :- word(sat).
query(s([the, cat, sat], [])).
