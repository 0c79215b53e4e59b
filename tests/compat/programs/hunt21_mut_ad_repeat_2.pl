% hunt21: a mutant of hunt19_retract_evidence_ad.pl that agrees with ProbLog (ad-repeat clause 2 head 1; dup-variant clause 5)
:- use_module(library(assert)).
0.1::col(red); 0.1::col(red); 0.3::col(green); 0.5::col(blue).
0.6::keep.
drop :- retract(col(red)).
seen(C) :- col(C).
evidence(drop, true).
query(seen(_)).
query(col(green)).
query(keep).
seen(C_d) :- col(C_d).
