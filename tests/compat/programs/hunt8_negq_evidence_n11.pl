% hunt8: query(\+ G) open, with evidence: answers of G the evidence makes false are dropped, true ones give \+A with 0 (n11)
0.5::p(a). 0.5::p(b).
query(\+ p(_)).
evidence(p(a)).
