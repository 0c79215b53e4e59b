% written for this corpus by a find-only hunt (session 23; library(assert) and library(record))
% A log of events recorded at load time and read by probabilistic rules (recorded/2, recordz/3)
:- use_module(library(record)).
:- recordz(log, login(ann, 9)), recordz(log, login(bob, 23)), recordz(log, login(ann, 2)).
night(H) :- H < 6.
night(H) :- H > 21.
0.3::suspicious_profile(ann). 0.1::suspicious_profile(bob).
alert(U) :- recorded(log, login(U, H)), night(H), suspicious_profile(U).
n_logins(U, N) :- findall(H, recorded(log, login(U, H)), L), length(L, N), suspicious_profile(U).
query(alert(_)).
query(n_logins(_, _)).
