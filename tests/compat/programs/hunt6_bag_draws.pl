% hunt6 (ProbLog compatibility, 6th hunt): bag draws
:- use_module(library(lists)).
0.4::draw(1, red); 0.6::draw(1, blue).
0.5::draw(2, red); 0.5::draw(2, blue).
0.3::draw(3, red); 0.7::draw(3, blue).
reds(N) :- findall(I, draw(I, red), L), length(L, N).
majority(red) :- reds(N), N >= 2.
majority(blue) :- reds(N), N < 2.
query(reds(_)). query(majority(_)).
evidence(draw(2, blue)).
