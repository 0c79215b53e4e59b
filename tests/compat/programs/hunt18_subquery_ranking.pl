% inference inside a program: subquery/2 ranks suspects by their posterior-free probability
:- use_module(library(lists)).
0.3::motive(butler). 0.6::motive(maid). 0.2::motive(cook).
0.5::opportunity(butler). 0.3::opportunity(maid). 0.9::opportunity(cook).
suspect(S) :- motive(S), opportunity(S).
person(butler). person(maid). person(cook).
score(S, P) :- person(S), subquery(suspect(S), P).
best(S) :- findall(P-X, score(X, P), L), max_member(_-S, L).
query(score(S, P)).
query(best(S)).
