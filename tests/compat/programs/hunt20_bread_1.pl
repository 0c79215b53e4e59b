% a tutorial-style causal story: oven, baker, dough with a multi-valued outcome and evidence on a consequence
0.9::oven_ok.
0.7::baker(skilled); 0.3::baker(novice).
0.8::dough(good); 0.2::dough(bad) :- baker(skilled).
0.4::dough(good); 0.6::dough(bad) :- baker(novice).
0.95::bread(tasty); 0.05::bread(burnt) :- oven_ok, dough(good).
0.5::bread(tasty); 0.3::bread(burnt); 0.2::bread(raw) :- oven_ok, dough(bad).
bread(raw) :- \+ oven_ok.
sold :- bread(tasty).
evidence(sold, false).
query(baker(_)).
query(bread(_)).
query(oven_ok).
