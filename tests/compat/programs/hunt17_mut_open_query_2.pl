% hunt17: a mutant (agreeing with ProbLog) of lead22_consult_self.pl: open-query a/0
:- consult(lead22_consult_self).
0.5::a.
0.3::b :- a.
query(a).
query(b).
query(a).
