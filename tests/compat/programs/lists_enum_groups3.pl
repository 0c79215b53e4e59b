% enum_groups/3 over key-value pairs: groups in order of first occurrence.
:- use_module(library(lists)).
pairs([fruit-apple, veg-leek, fruit-pear, veg-kale, nut-hazel]).
group(G, Vs) :- pairs(P), enum_groups(P, G, Vs).
count(G, N) :- group(G, Vs), length(Vs, N).
query(group(_, _)). query(count(_, _)).
