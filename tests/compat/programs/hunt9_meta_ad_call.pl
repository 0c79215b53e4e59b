% hunt9: meta ad call (ninth hunt: meta-calls, libraries, evidence forms, syntax, tabling)
0.2::c(r); 0.5::c(g); 0.3::c(b).
w(X) :- call(c, X).
nr :- \+ call(c, r).
both :- call(c(r)), call(c, g).
query(w(_)). query(nr). query(both).
