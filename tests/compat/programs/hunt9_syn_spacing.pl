% hunt9: syn spacing (ninth hunt: meta-calls, libraries, evidence forms, syntax, tabling)
0.3 :: a .
0.4   ::   b(1) .
query(a).  query( b(1) ) .
