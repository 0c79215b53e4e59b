% written for this corpus by a find-only hunt (session 23; library(scope))
% Per-hospital treatment policies in scopes: scoped rules with variables, conjunctions and scope lists
:- use_module(library(scope)).
:- use_module(library(lists)).
0.7::h1:effective(drugA). 0.4::h1:effective(drugB).
0.5::h2:effective(drugB).
h1:available(drugA). h2:available(drugB). h2:available(drugA).
h1:prescribe(D) :- h1:available(D), h1:effective(D).
h2:prescribe(D) :- h2:available(D), h2:effective(D).
treats(H, D) :- member(H, [h1, h2]), H:prescribe(D).
joint(D) :- [h1, h2]:(available(D), effective(D)).
query(treats(_, _)).
query(joint(_)).
