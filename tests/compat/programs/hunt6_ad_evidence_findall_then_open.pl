% annotated-disjunction evidence: a findall that makes the excluded head first, then an open query that reuses it
0.4::draw(1, red); 0.6::draw(1, blue).
0.5::draw(2, red); 0.5::draw(2, blue).
l(L) :- findall(I, draw(I, red), L).
query(l(_)).
evidence(draw(2,blue)). query(draw(_,_)).
