% urn: draws with replacement from an urn whose composition is uncertain
0.5::urn(a); 0.5::urn(b).
0.3::draw(N, red); 0.7::draw(N, blue) :- urn(a), between(1, 3, N).
0.8::draw(N, red); 0.2::draw(N, blue) :- urn(b), between(1, 3, N).
all_red :- draw(1, red), draw(2, red), draw(3, red).
reds(C) :- findall(N, draw(N, red), L), length(L, C).
evidence(draw(1, red)).
evidence(draw(2, blue)).
query(urn(_)).
query(draw(3, red)).
query(reds(_)).
query(all_red).
