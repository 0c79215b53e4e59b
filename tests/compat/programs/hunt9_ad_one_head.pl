% hunt9: ad one head (ninth hunt: meta-calls, libraries, evidence forms, syntax, tabling)
:- use_module(library(lists)).
0.3::a; 0.0::b. 1.0::c; 0.0::d.
query(a). query(b). query(c). query(d).
