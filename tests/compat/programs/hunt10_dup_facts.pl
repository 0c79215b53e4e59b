% hunt10: the same probabilistic fact twice is a noisy-or; a rule and a fact for one head
0.5::a. 0.5::a.
0.3::b. b :- a.
0.2::c(1). 0.2::c(X) :- X = 1.
query(a). query(b). query(c(1)).
