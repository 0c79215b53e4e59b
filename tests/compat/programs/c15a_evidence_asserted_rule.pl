% a directive asserts the rule that calls sample_uniform1/3: the evidence is still grounded first
:- use_module(library(assert)).
:- assertz((die(X) :- sample_uniform1(die, [1, 2, 3, 4], X))).
even :- die(X), X mod 2 =:= 0.
evidence(even).
low :- die(1).
low :- die(2).
query(low).
