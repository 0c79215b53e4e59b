% service queue: random arrivals per slot, processing capacity and backlog statistics
:- use_module(library(lists)).
slot(1). slot(2). slot(3).
0.5::arrivals(S, 0); 0.3::arrivals(S, 1); 0.2::arrivals(S, 2) :- slot(S).
0.6::capacity(S, 1); 0.4::capacity(S, 2) :- slot(S).
backlog(0, 0).
backlog(S, B) :- slot(S), S0 is S - 1, backlog(S0, B0), arrivals(S, A), capacity(S, C), B is max(0, B0 + A - C).
all_arrivals(L) :- findall(A, (slot(S), arrivals(S, A)), L).
total_arrivals(T) :- all_arrivals(L), sum_list(L, T).
peak(P) :- all_arrivals(L), max_list(L, P).
trough(P) :- all_arrivals(L), min_list(L, P).
query(backlog(3, B)).
query(total_arrivals(T)).
query(peak(P)).
query(trough(P)).
