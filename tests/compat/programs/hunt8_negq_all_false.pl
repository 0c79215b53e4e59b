% hunt8: query(\+ r(_)) whose answers the evidence all makes false: \+r(X2) itself, certain
0.5::p(a).
r(X) :- p(X).
query(\+ r(_)).
evidence(p(a), false).
