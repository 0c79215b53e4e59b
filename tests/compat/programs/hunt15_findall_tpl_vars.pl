% findall with compound templates over probabilistic matches, sorted and counted
:- use_module(library(lists)).
0.6::likes(ann, X) :- member(X, [tea, jam]).
0.3::likes(bob, tea).
pairs(L) :- findall(P-X, likes(P, X), L0), sort(L0, L).
n(N) :- pairs(L), length(L, N).
tea_fans(L) :- findall(P, likes(P, tea), L).
query(n(_)). query(tea_fans(_)).
