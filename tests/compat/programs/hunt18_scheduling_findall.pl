% scheduling: tasks run or are skipped at random, findall and sum_list total the load per machine
:- use_module(library(lists)).
task(t1, m1, 3). task(t2, m1, 2). task(t3, m2, 4). task(t4, m2, 1). task(t5, m1, 1).
0.8::runs(T) :- task(T, _, _).
load(M, L) :- machine(M), findall(D, (task(T, M, D), runs(T)), Ds), sum_list(Ds, L).
machine(m1). machine(m2).
overloaded(M) :- load(M, L), L > 4.
balanced :- load(m1, A), load(m2, B), abs(A - B) =< 1.
query(load(m1, L)).
query(overloaded(M)).
query(balanced).
