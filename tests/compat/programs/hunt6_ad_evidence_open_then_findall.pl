% annotated-disjunction evidence: an open query makes the excluded head first, then findall reuses it
0.4::draw(1, red); 0.6::draw(1, blue).
0.5::draw(2, red); 0.5::draw(2, blue).
l(L) :- findall(I, draw(I, red), L).
query(draw(_,_)).
query(l(_)).
evidence(draw(2,blue)).
