% hunt9: syn comments (ninth hunt: meta-calls, libraries, evidence forms, syntax, tabling)
0.3::a. % c
/* block
   comment */ 0.4::b. /* x */ c :- a, /* in body */ b. % end
query(c).
