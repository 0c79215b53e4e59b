% written for this corpus by a find-only hunt (session 23; library(assert) and library(record))
% Configuration store updated with retractall/1 and assertz/1 in directives
:- use_module(library(assert)).

setting(threshold, 3).
setting(mode, strict).
:- retractall(setting(threshold, _)), assertz(setting(threshold, 2)).
0.5::vote(a). 0.5::vote(b). 0.5::vote(c).
votes(N) :- findall(X, vote(X), L), length(L, N).
accepted :- setting(threshold, T), votes(N), N >= T.
query(accepted).
query(setting(_, _)).
