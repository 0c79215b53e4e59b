% meta-calls: call/N with partial goals as filters over probabilistic sensor readings
:- use_module(library(apply)).
:- use_module(library(lists)).
reading(s1, 12). reading(s2, 25). reading(s3, 31). reading(s4, 8).
0.85::online(S) :- reading(S, _).
hot(T) :- T > 20.
cold(T) :- T < 10.
above(Th, T) :- T > Th.
classify(S, C) :- reading(S, T), online(S), member(C, [hot, cold]), call(C, T).
count_online(Test, N) :- findall(S, (reading(S, T), online(S), call(Test, T)), L), length(L, N).
query(classify(S, C)).
query(count_online(above(10), N)).
query(count_online(hot, 2)).
