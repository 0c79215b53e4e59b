% hunt8: query(\+ G) open, with evidence: answers of G the evidence makes false are dropped, true ones give \+A with 0 (n14)
0.5::p(a). 0.5::p(b).
r(X) :- p(X).
query(\+ r(_)).
evidence(p(a), false).
