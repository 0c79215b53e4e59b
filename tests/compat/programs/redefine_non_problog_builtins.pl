% a program may define predicates that are nesylang builtins but not ProbLog builtins (string/1, atom_length/2, msort/2, atom_concat/3): its own definition is used, also through call/N, while library(string) keeps the builtin; ProbLog 2.3 has none of these as builtins
q(N) :- atom_length(x, N).
atom_length(x, 42).
0.3::string(s1). 0.6::string(s2).
0.3::msort(a,b).
both :- string(s1), string(s2).
viacall(X) :- G = string(X), call(G).
sorted(L) :- sort([c, a, b], L).
:- use_module(library(string)).
atom_concat(x, y, z).
t(L) :- str2lst(abc, L).
c(Z) :- atom_concat(x, y, Z).
query(q(_)). query(string(_)). query(msort(a,_)). query(both). query(viacall(_)). query(sorted(_)).
query(t(_)). query(c(_)).
