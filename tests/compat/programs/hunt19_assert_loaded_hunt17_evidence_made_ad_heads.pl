% hunt19: with library(assert) loaded but out of the evidence's reach, the evidence is grounded after the queries as elsewhere (grounded first, the answers made by the evidence's own grounding differ); a copy of hunt17_evidence_made_ad_heads.pl
:- use_module(library(assert)).
0.5::obs(o1, 3) ; 0.5::obs(o1, missing).
0.5::obs(o2, m(4, cm)) ; 0.5::obs(o2, 2.5).
numeric(O) :- obs(O, V), number(V).
symbolic(O) :- obs(O, V), atom(V).
integer_obs(O) :- obs(O, V), integer(V).
evidence(symbolic(o1), true).
query(numeric(_)).
query(integer_obs(_)).
