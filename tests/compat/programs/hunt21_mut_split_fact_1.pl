% hunt21: a mutant of hunt19_retract_evidence_ad.pl that agrees with ProbLog (split-fact-two-facts clause 3; directive :- write(''), nl.)
:- use_module(library(assert)).
0.2::col(red); 0.3::col(green); 0.5::col(blue).
0.3::keep.
0.4285714285714285::keep.
drop :- retract(col(red)).
seen(C) :- col(C).
evidence(drop, true).
query(seen(_)).
:- write(''), nl.
query(col(green)).
query(keep).
