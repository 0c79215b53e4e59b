% hunt17b: as hunt17b_findall_nested_evidence, with evidence on a fact only (no list): the outer findall's impossible lists are still not listed
:- use_module(library(lists)).
0.5::e(a, b).
0.5::e(b, c).
out(N, L) :- member(N, [a, b]), findall(M, e(N, M), L).
all_out(R) :- findall(N-L, out(N, L), R).
query(all_out(_)).
evidence(e(b, c), true).
