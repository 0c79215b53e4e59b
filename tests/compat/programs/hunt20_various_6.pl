% various: findall, all/3 and all_or_none/3 over deterministic and probabilistic facts
age(ann, 31). age(bob, 25). age(cid, 31). age(dan, 40).
0.6::present(ann). 0.5::present(bob). 0.7::present(dan).
present(cid).
ages(L) :- findall(A, (age(P, A), present(P)), L).
distinct(S) :- all(A, (age(P, A), present(P)), S).
everyone(L) :- all_or_none(P, present(P), L).
count(N) :- findall(P, present(P), L), length(L, N).
query(ages(_)).
query(distinct(_)).
query(everyone(_)).
query(count(_)).
