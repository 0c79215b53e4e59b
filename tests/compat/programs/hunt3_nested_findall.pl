% findall inside findall, deterministic, with pairs
dept(sales, [ann, bob]). dept(it, [cid]). dept(hr, []).
sizes(L) :- findall(D-N, (dept(D, M), length(M, N)), L).
groups(G) :- findall(D-Ms, (dept(D, _), findall(M-D, (dept(D, Ps), member(M, Ps)), Ms)), G).
:- use_module(library(lists)).
query(sizes(_)). query(groups(_)).
