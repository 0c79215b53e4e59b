% library(cut): indexed cut over ordered clauses
:- use_module(library(cut)).
0.5::rain. 0.5::cold.
r(1, snow) :- rain, cold.
r(2, wet) :- rain.
r(3, dry).
weather(W) :- cut(r(W)).
query(weather(_)).
