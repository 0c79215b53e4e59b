% hunt17b: with evidence (any), a nested findall listed impossible outer lists ([b-[]], [a-[b], a-[], b-[]]) with 0: a findall list's condition is one flat add_and in ProbLog (_select_sublist), whose opposites (e and \+ e of two inner lists) make it false
:- use_module(library(lists)).
0.5::e(a, b).
0.5::e(b, c).
out(N, L) :- member(N, [a, b]), findall(M, e(N, M), L).
all_out(R) :- findall(N-L, out(N, L), R).
query(all_out(_)).
evidence(all_out([a-[], b-[]]), true).
