% written for this corpus (session 22): a file that consults itself is loaded once, as in ProbLog
:- consult(lead22_consult_self).
0.5::a.
0.3::b :- a.
query(a).
query(b).
