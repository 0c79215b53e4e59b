% library(control): cut/2, cut/3 (the first rule, in the order of the ID list, that succeeds)
% and on_fail/2, over probabilistic rules.
:- use_module(library(control)).
0.3::rain. 0.6::wind. 0.8::sun.
weather(1, wet) :- rain.
weather(2, windy) :- wind.
weather(3, dry) :- sun.
first(W) :- cut(weather(W), [1, 2, 3]).
first_rev(W) :- cut(weather(W), [3, 2, 1]).
which(ID, W) :- cut(weather(W), [2, 1, 3], ID).
plan(P) :- on_fail(outdoor(P), P = read).
outdoor(walk) :- sun, \+ rain.
query(first(_)). query(first_rev(_)). query(which(_, _)). query(plan(_)).
