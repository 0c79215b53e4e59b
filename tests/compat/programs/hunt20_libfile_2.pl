% library files loaded by their own names: library('lists.py') for enum_groups/3 and enum_groups/4
:- use_module(library('lists.py')).
0.5::sale(north, 10). 0.5::sale(south, 20). 0.8::sale(north, 5).
grouped(G, Vs) :- findall(R-V, sale(R, V), L), enum_groups(L, G, Vs).
keys(G, Vs) :- enum_groups([a, b, a], [1, 2, 3], G, Vs).
query(grouped(_, _)).
query(keys(_, _)).
