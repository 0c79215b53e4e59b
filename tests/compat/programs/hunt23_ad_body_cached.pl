% hunt23: ProbLog grounds the AD body once (a body_N call, cached from the evidence's grounding of bread(tasty)) and reuses that node, which propagation did not fix, so bread(burnt) and bread(raw) are listed with 0 although oven_ok is false
0.9::oven_ok.
0.7::baker(skilled); 0.3::baker(novice).
0.4::dough(good); 0.6::dough(bad) :- baker(novice).
0.5::bread(tasty); 0.3::bread(burnt); 0.2::bread(raw) :- oven_ok, dough(bad).
sold :- bread(tasty).
evidence(sold, false).
query(bread(_)).
evidence(oven_ok, false).
