% written for this corpus by a find-only hunt (session 22; dice, coins, urns, cards)
% choose an urn with a coin, then draw; posterior on the urn
0.5::urn(u1) ; 0.5::urn(u2).
0.8::red_from(u1) ; 0.2::blue_from(u1).
0.3::red_from(u2) ; 0.7::blue_from(u2).
drawn(red) :- urn(U), red_from(U).
drawn(blue) :- urn(U), blue_from(U).
evidence(drawn(red)).
query(urn(U)).
