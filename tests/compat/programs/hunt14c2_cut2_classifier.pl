% written for this corpus by a find-only hunt (session 22; library(cut))
% library(cut) cut/2 over ordered rules with an argument
:- use_module(library(cut)).
0.5::hot(D). 0.4::humid(D).
w(1, D, storm) :- hot(D), humid(D).
w(2, D, sunny) :- hot(D).
w(3, D, muggy) :- humid(D).
w(4, D, mild).
forecast(D, F) :- cut(w(D), F).
query(forecast(mon, F)).
query(forecast(tue, storm)).
