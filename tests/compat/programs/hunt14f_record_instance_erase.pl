% written for this corpus by a find-only hunt (session 23; library(assert) and library(record))
% Blackboard of observations with library(record): recorded/3, instance/2 and erase/1
:- use_module(library(record)).
:- recordz(obs, rain(mon)), recordz(obs, sun(tue)), recordz(obs, rain(wed)).
:- recorded(obs, sun(_), R), erase(R).
seen(X) :- recorded(obs, X).
keys(K) :- current_key(K).
0.7::wet(D) :- seen(rain(D)).
query(wet(_)).
query(keys(_)).
